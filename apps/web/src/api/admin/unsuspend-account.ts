import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { jobKeys } from '@/api/jobs/job-keys';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/accounts/{role}/{username}/unsuspend`: lets the account sign in again and shows its profile and the jobs its suspension hid. */
export function unsuspendAccount(role: Role, username: string) {
  return withApiErrors(
    apiRequest<unknown>(`/admin/accounts/${role}/${encodeURIComponent(username)}/unsuspend`, {
      method: 'POST',
      auth: 'admin',
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useUnsuspendAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, username }: { role: Role; username: string }) =>
      unsuspendAccount(role, username),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
