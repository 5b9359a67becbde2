import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/{role}/logout-all`: ends every login of the account, this one too. */
export function logoutAll(role: Role) {
  return apiRequest<MessageResponse>(`/${role}/logout-all`, { method: 'POST', auth: role });
}

export function useLogoutAll(role: Role) {
  return useMutation({ mutationFn: () => logoutAll(role) });
}
