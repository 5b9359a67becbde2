import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** `PUT /api/{role}/password`: 403 'Incorrect Password' when the current one is wrong; other logins end. */
export function changePassword(role: Role, change: PasswordChange) {
  return apiRequest<MessageResponse>(`/${role}/password`, {
    method: 'PUT',
    body: change,
    auth: role,
  });
}

export function useChangePassword(role: Role) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(role, change) });
}
