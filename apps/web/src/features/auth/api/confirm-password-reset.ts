import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetConfirmInput, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/{role}/password-reset/confirm`: 400 when the link's token is invalid, expired or used. */
export function confirmPasswordReset(role: Role, input: PasswordResetConfirmInput) {
  return apiRequest<MessageResponse>(`/${role}/password-reset/confirm`, {
    method: 'POST',
    body: input,
  });
}

export function useConfirmPasswordReset(role: Role) {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) => confirmPasswordReset(role, input),
  });
}
