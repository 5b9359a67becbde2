import { accountMessages, type MessageResponse, type Profile, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** Creates the account with the full profile (docs/product.md §7 `POST /create`; 201 is success). */
export async function createProfile(role: Role, profile: Profile) {
  try {
    return await apiRequest<MessageResponse>(`/${role}/create`, { method: 'POST', body: profile });
  } catch (error) {
    if (!(error instanceof ApiError)) throw new ApiError(0, 'An unknown error occured', error);
    if (error.status === 400)
      throw new ApiError(400, accountMessages.invalidRegistration, error.body);
    if (error.status === 0) throw new ApiError(0, 'An unknown error occured', error.body);
    throw new ApiError(error.status, error.message || 'Registration failed', error.body);
  }
}
