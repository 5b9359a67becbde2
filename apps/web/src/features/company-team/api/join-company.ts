import type { JoinCompanyResult } from '@jobhunter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { TEAM_TEXTS } from '../lib/company-team-texts';

/**
 * `POST /api/companies/join`: 400 invalid or expired, 403 sent to another email, 409 already in
 * another company (the server's own words).
 */
export function joinCompany(token: string) {
  return withApiErrors(
    apiRequest<JoinCompanyResult>('/companies/join', {
      method: 'POST',
      body: { token },
      auth: 'recruiter',
    }),
    { 400: TEAM_TEXTS.join.invalid, 403: TEAM_TEXTS.join.otherEmail },
  );
}

export function useJoinCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCompany,
    // Jobs change hands and show the company's name: every cached list and page is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
