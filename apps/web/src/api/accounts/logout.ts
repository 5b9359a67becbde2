import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { clearSession, getStoredUsername } from '@/lib/session';

const FAILED = 'Cannot perform logout operation';

/**
 * docs/product.md §4: logout revokes the login on the server and removes the role's tokens, username
 * and photo. Local data is removed even when the server can't be reached, so the user is never stuck.
 */
export async function logout(role: Role): Promise<void> {
  const username = getStoredUsername(role);
  try {
    if (username)
      await apiRequest<MessageResponse>(`/${role}/logout`, {
        method: 'POST',
        body: { username },
        auth: role,
      });
  } catch (error) {
    throw toApiError(error, { 0: FAILED, failure: FAILED });
  } finally {
    clearSession(role);
  }
}
