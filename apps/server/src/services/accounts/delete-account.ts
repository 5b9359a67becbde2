import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { accountMessages } from './messages';

/**
 * Deletes an account with everything hanging on it. Removing its `usernames` row cascades to the
 * account, and from there to its refresh tokens, job-ID reservations, jobs (with their applications
 * and saves), its own applications and saved jobs. It is one statement, hence one transaction:
 * nobody ever sees half an account.
 */
export async function deleteAccount({ db, role, accountId }: { db: Database; role: Role; accountId: string }) {
  const ownUsername = db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, accountId));
  const deleted = await db
    .delete(usernames)
    .where(inArray(usernames.username, ownUsername))
    .returning({ username: usernames.username });
  if (deleted.length === 0) throw notFound(accountMessages.notFound(role));
}
