import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { endSessions } from './session';

export interface SetPasswordOptions {
  db: Database;
  accountId: string;
  newPassword: string;
  /** The session that stays signed in (a password change keeps the one that made it); none for a reset. */
  keepSession?: string;
}

/**
 * Stores a new password and ends the account's other logins in one transaction, so nobody holding
 * the old password (or a token won with it) stays signed in. The username row keeps a copy of the
 * hash from registration; it is replaced too, so no old hash lingers.
 */
export async function setPassword({ db, accountId, newPassword, keepSession }: SetPasswordOptions) {
  // Hashed before the transaction, so no row stays locked during the slow part.
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [account] = await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId)).returning({ username: accounts.username });
    if (!account) return;
    await tx.update(usernames).set({ passwordHash }).where(eq(usernames.username, account.username));
    await endSessions({ db: tx, accountId, except: keepSession });
  });
}
