import { useMutation } from '@tanstack/react-query';
import { profileSchema, type Role } from '@jobhunter/shared';
import { ApiError } from '@/lib/api-error';
import type { RegistrationDraft } from '../lib/draft';
import { createProfile } from './create-profile';
import { reserveUsername } from './reserve-username';

/**
 * docs/product.md §4: reserve the username and password, then create the profile. A name this user
 * reserved on an earlier, failed attempt answers 409 too; creating then tells whether the
 * reservation is theirs ('Username is already taken' when it is not).
 */
export async function register(role: Role, draft: RegistrationDraft) {
  const profile = profileSchema.parse(draft);
  try {
    await reserveUsername(role, profile.username, profile.password);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
  }
  await createProfile(role, profile);
  return { firstName: profile.firstName, lastName: profile.lastName };
}

export function useRegister(role: Role) {
  return useMutation({ mutationFn: (draft: RegistrationDraft) => register(role, draft) });
}
