import { eq } from 'drizzle-orm';
import type { Profile, Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { toAccountValues } from './account-values';
import type { JobChanges } from '../jobs/job-cache';
import { accountMessages } from './messages';
import { findReservation } from './username-reservation';
import { uniqueViolation } from '../../lib/constraint-violation';
import { CONTACT_CONSTRAINTS } from './contact-constraints';
import type { Queue } from '../queue/queue';
import { sendVerificationLink } from './email-verification-link';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

export interface RegisterAccountOptions {
  db: Database;
  jobChanges: JobChanges;
  /** Carries the email with the link that confirms the address. */
  queue: Queue;
  role: Role;
  profile: Profile;
}

/**
 * Creates the account on the username this role reserved with the same password, with its
 * address not yet confirmed: the link that confirms it is queued in the same transaction. The
 * database's unique constraints settle races: two registrations at once give one account and one 409.
 */
export async function registerAccount({
  db,
  jobChanges,
  queue,
  role,
  profile,
}: RegisterAccountOptions) {
  const taken = () => conflict(accountMessages.usernameTaken);
  // The slow password check runs before the transaction, so no row stays locked during it.
  const reservation = await findReservation(db, profile.username);
  if (!reservation || reservation.role !== role || reservation.accountId) throw taken();
  if (!(await verifyPassword(reservation.passwordHash, profile.password))) throw taken();

  try {
    await db.transaction(async (tx) => {
      const current = await findReservation(tx, profile.username, { lock: true });
      // Reclaimed by someone else or claimed by a parallel registration since it was checked.
      if (!current || current.passwordHash !== reservation.passwordHash || current.accountId)
        throw taken();
      if (current.username !== profile.username) {
        // Same name in another letter case: the account keeps the spelling given now.
        await tx
          .update(usernames)
          .set({ username: profile.username })
          .where(eq(usernames.username, current.username));
      }
      const [account] = await tx
        .insert(accounts)
        .values(toAccountValues(role, profile, current.passwordHash))
        .returning({ id: accounts.id, email: accounts.email });
      await sendVerificationLink(tx, queue, { accountId: account.id, role, email: account.email });
      if (role === 'candidate') await refreshCandidateSearch(tx, [account.id]);
      await jobChanges.changed(tx, { kind: 'account', jobsRemoved: false });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (CONTACT_CONSTRAINTS.has(constraint)) throw conflict(accountMessages.duplicateContact(role));
    throw taken();
  }
}
