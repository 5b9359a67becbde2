import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { jobKeys } from '@/api/jobs/job-keys';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/accounts/{role}/{username}/suspend`: ends the account's sessions, refuses its logins and hides its profile and jobs. */
export function suspendAccount(role: Role, username: string, reason: string) {
  return withApiErrors(
    apiRequest<unknown>(`/admin/accounts/${role}/${encodeURIComponent(username)}/suspend`, {
      method: 'POST',
      body: { reason },
      auth: 'admin',
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useSuspendAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, username, reason }: { role: Role; username: string; reason: string }) =>
      suspendAccount(role, username, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
