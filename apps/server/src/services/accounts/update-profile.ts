import { and, eq } from 'drizzle-orm';
import type { ProfileUpdate, Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, emailVerifications } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { posterDetailsOf, samePoster, updatePosterDetails } from '../jobs/job-poster';
import { toAccountChanges } from './account-values';
import type { JobChanges } from '../jobs/job-cache';
import { accountMessages } from './messages';
import { uniqueViolation } from '../../lib/constraint-violation';
import { CONTACT_CONSTRAINTS } from './contact-constraints';
import type { Queue } from '../queue/queue';
import { sendVerificationLink } from './email-verification-link';
import { toOwnProfileResponse } from './email-verification-status';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

export interface UpdateProfileOptions {
  db: Database;
  jobChanges: JobChanges;
  /** Carries the link that confirms a new email address. */
  queue: Queue;
  role: Role;
  accountId: string;
  update: ProfileUpdate;
}

/**
 * Changes the sections the update names. An email or number another account of the role has is a
 * 409, as at registration (the unique indexes decide, so two edits at once cannot both win). A
 * recruiter's jobs show the new name, email and company in the same transaction, and every
 * instance drops its cached job answers. A new email address (not just another letter case) is
 * unconfirmed: the links sent to the old one stop working and a link to the new one is queued.
 */
export async function updateProfile({
  db,
  jobChanges,
  queue,
  role,
  accountId,
  update,
}: UpdateProfileOptions) {
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
      const newEmail =
        update.email !== undefined && update.email.toLowerCase() !== before.email.toLowerCase();
      const [after] = await tx
        .update(accounts)
        .set({ ...toAccountChanges(update), ...(newEmail ? { emailVerifiedAt: null } : {}) })
        .where(mine)
        .returning();
      if (newEmail) {
        await tx.delete(emailVerifications).where(eq(emailVerifications.accountId, accountId));
        await sendVerificationLink(tx, queue, { accountId, role, email: after.email });
      }

      // What recruiters find the candidate by, and whether they may (discoverable), changes with it.
      if (role === 'candidate') await refreshCandidateSearch(tx, [accountId]);

      const poster = posterDetailsOf(after);
      if (role === 'recruiter' && !samePoster(posterDetailsOf(before), poster)) {
        await updatePosterDetails(tx, accountId, poster);
        await jobChanges.changed(tx, { kind: 'poster' });
      }
      return toOwnProfileResponse(after);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined && CONTACT_CONSTRAINTS.has(constraint))
      throw conflict(accountMessages.duplicateContact(role));
    throw error;
  }
}
