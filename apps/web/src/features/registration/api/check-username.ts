import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { isApiError, toApiError } from '@/lib/api-error';

const UNEXPECTED = 'An unexpected error occurred';

export type UsernameAvailability = 'available' | 'unavailable';

/** docs/product.md §5: 200 means available, 409 unavailable; anything else is 'An unexpected error occurred'. */
export async function checkUsername(role: Role, username: string): Promise<UsernameAvailability> {
  try {
    await apiRequest<MessageResponse>(`/${role}/username/check`, {
      method: 'POST',
      body: { username },
    });
    return 'available';
  } catch (error) {
    if (isApiError(error) && error.status === 409) return 'unavailable';
    throw toApiError(error, { 0: UNEXPECTED, failure: UNEXPECTED });
  }
}

export function useCheckUsername(role: Role) {
  return useMutation({ mutationFn: (username: string) => checkUsername(role, username) });
}
