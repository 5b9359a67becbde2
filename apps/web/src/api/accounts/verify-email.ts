import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { dashboardKeys } from '@/api/dashboard/dashboard-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/{role}/verify-email {token}`, no sign-in (the link is opened from a mail app): 200
 * `{message}`; 400 when the link is invalid, expired, already used or for an older address.
 */
export function verifyEmail(role: Role, token: string) {
  return apiRequest<MessageResponse>(`/${role}/verify-email`, {
    method: 'POST',
    body: { token },
  });
}

/** A confirmed address drops the dashboard's banner: the role's dashboard is read again. */
export function useVerifyEmail(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => verifyEmail(role, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.byRole(role) }),
  });
}
