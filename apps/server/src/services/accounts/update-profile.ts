import { and, eq } from 'drizzle-orm';
import type { ProfileUpdate, Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { posterDetailsOf, samePoster, updatePosterDetails } from '../jobs/job-poster';
import { toAccountChanges } from './account-values';
import { accountMessages } from './messages';
import { toProfileResponse } from './profile-view';
import { CONTACT_CONSTRAINTS, uniqueViolation } from './unique-violation';

export interface UpdateProfileOptions {
  db: Database;
  role: Role;
  accountId: string;
  update: ProfileUpdate;
}

/**
 * Changes the sections the update names. An email or number another account of the role has is a
 * 409, as at registration (the unique indexes decide, so two edits at once cannot both win). A
 * recruiter's jobs show the new name, email and company in the same transaction; `jobsChanged`
 * tells the caller to drop cached job answers.
 */
export async function updateProfile({ db, role, accountId, update }: UpdateProfileOptions) {
  if (role !== 'candidate' && update.discoverable !== undefined) {
    throw new HttpError(400, accountMessages.invalidRegistration, {
      errors: [{ path: 'discoverable', message: accountMessages.candidatesOnlyDiscoverable }],
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const mine = and(eq(accounts.id, accountId), eq(accounts.role, role));
      const [before] = await tx.select().from(accounts).where(mine).for('update');
      if (!before) throw notFound(accountMessages.notFound(role));
      const [after] = await tx.update(accounts).set(toAccountChanges(update)).where(mine).returning();

      const poster = posterDetailsOf(after);
      const jobsChanged = role === 'recruiter' && !samePoster(posterDetailsOf(before), poster);
      if (jobsChanged) await updatePosterDetails(tx, accountId, poster);
      return { profile: toProfileResponse(after), jobsChanged };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined && CONTACT_CONSTRAINTS.has(constraint)) throw conflict(accountMessages.duplicateContact(role));
    throw error;
  }
}
