import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

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
    if (error instanceof ApiError && error.status === 409) return 'unavailable';
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      'An unexpected error occurred',
      error,
    );
  }
}

export function useCheckUsername(role: Role) {
  return useMutation({ mutationFn: (username: string) => checkUsername(role, username) });
}
