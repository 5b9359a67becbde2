import { accountMessages, type MessageResponse, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** Reserves the username for this password (docs/product.md §4: the first half of registering). */
export async function reserveUsername(role: Role, username: string, password: string) {
  try {
    return await apiRequest<MessageResponse>(`/${role}/username/create`, {
      method: 'POST',
      body: { username, password },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      throw new ApiError(409, accountMessages.usernameExists, error.body);
    throw error;
  }
}
