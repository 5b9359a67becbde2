import type { CompanyProfile, CompanyUpdate } from '@jobhunter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `PATCH /api/companies/{slug}` (owners only): the name, website, about and logo. */
export function updateCompany(slug: string, input: CompanyUpdate) {
  return apiRequest<CompanyProfile>(`/companies/${encodeURIComponent(slug)}`, {
    method: 'PATCH',
    body: input,
    auth: 'recruiter',
  });
}

export function useUpdateCompany(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyUpdate) => updateCompany(slug, input),
    // Jobs change hands and show the company's name: every cached list and page is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
