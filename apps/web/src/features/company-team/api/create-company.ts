import type { MemberCompany } from '@jobhunter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CompanyDetailsInput } from '../lib/company-team-types';

/** `POST /api/companies`: 409 when the recruiter is already in a company or the name is taken. */
export function createCompany(input: CompanyDetailsInput) {
  return apiRequest<MemberCompany>('/companies', {
    method: 'POST',
    body: input,
    auth: 'recruiter',
  });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    // Jobs change hands and show the company's name: every cached list and page is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
