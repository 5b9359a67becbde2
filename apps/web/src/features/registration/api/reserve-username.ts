import { accountMessages, type MessageResponse, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';

/** Reserves the username for this password (docs/product.md §4: the first half of registering). */
export function reserveUsername(role: Role, username: string, password: string) {
  return withApiErrors(
    apiRequest<MessageResponse>(`/${role}/username/create`, {
      method: 'POST',
      body: { username, password },
    }),
    { 409: accountMessages.usernameExists },
  );
}
