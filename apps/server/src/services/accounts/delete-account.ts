import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { JobChanges } from '../jobs/job-cache';
import { accountMessages } from './messages';

/**
 * Deletes an account with everything hanging on it. Removing its `usernames` row cascades to the
 * account, and from there to its refresh tokens, job-ID reservations, jobs (with their applications
 * and saves), its own applications and saved jobs. It is one statement: nobody ever sees half an
 * account. Its transaction also tells every instance's job cache (a recruiter's jobs go with it).
 */
export async function deleteAccount({
  db,
  jobChanges,
  role,
  accountId,
}: {
  db: Database;
  jobChanges: JobChanges;
  role: Role;
  accountId: string;
}) {
  await db.transaction(async (tx) => {
    const ownUsername = tx
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const deleted = await tx
      .delete(usernames)
      .where(inArray(usernames.username, ownUsername))
      .returning({ username: usernames.username });
    if (deleted.length === 0) throw notFound(accountMessages.notFound(role));
    await jobChanges.changed(tx, { kind: 'account', jobsRemoved: role === 'recruiter' });
  });
}
