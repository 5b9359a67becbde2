import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/unsubscribe?token=…` (no sign-in: the token names the account and the kind of email)
 * → `{message}`; 400 when the link is invalid.
 */
export function unsubscribe(token: string) {
  return apiRequest<{ message: string }>('/unsubscribe', { method: 'POST', query: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
