import { accountMessages, type MessageResponse, type Profile, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';

/** Creates the account with the full profile (docs/product.md §7 `POST /create`; 201 is success). */
export function createProfile(role: Role, profile: Profile) {
  return withApiErrors(
    apiRequest<MessageResponse>(`/${role}/create`, { method: 'POST', body: profile }),
    {
      0: 'An unknown error occured',
      400: accountMessages.invalidRegistration,
      failure: (error) => error.message || 'Registration failed',
    },
  );
}
