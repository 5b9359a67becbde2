import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/{role}/password-reset`: 202 whatever the email, so the answer never tells who has an
 * account; an account with that email is sent a single-use link; 429 when asked too often.
 */
export function requestPasswordReset(role: Role, email: string) {
  return apiRequest<MessageResponse>(`/${role}/password-reset`, {
    method: 'POST',
    body: { email },
  });
}

export function useRequestPasswordReset(role: Role) {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(role, email) });
}
