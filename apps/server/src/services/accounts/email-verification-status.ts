import type { accounts } from '../../db/schema';
import { toProfileResponse, type ProfileResponse } from './profile-view';

/** The account's own profile as it reads it: with whether its current address is confirmed. */
export function toOwnProfileResponse(row: typeof accounts.$inferSelect): ProfileResponse {
  return { ...toProfileResponse(row), emailVerified: row.emailVerifiedAt !== null };
}
