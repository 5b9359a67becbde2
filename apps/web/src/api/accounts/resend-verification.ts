import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { dashboardKeys } from '@/api/dashboard/dashboard-keys';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/**
 * `POST /api/{role}/verify-email/resend` (signed in): 202 once a fresh link is on its way to the
 * account's address; 409 when it is confirmed already, 429 past 3 an hour (the server's message).
 */
export function resendVerification(role: Role) {
  return apiRequest<MessageResponse>(`/${role}/verify-email/resend`, {
    method: 'POST',
    auth: role,
  });
}

/** A 409 means the address was confirmed meanwhile (another tab, the link): the dashboard reads it again. */
export function useResendVerification(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendVerification(role),
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.byRole(role) });
    },
  });
}
