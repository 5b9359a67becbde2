import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { endSessions } from './session';

export interface StorePasswordOptions {
  /** The caller's transaction: the new hash and the ended logins commit together. */
  tx: Transaction;
  accountId: string;
  passwordHash: string;
  /** The session that stays signed in (a password change keeps the one that made it); none for a reset. */
  keepSession?: string;
}

/**
 * Stores a new password hash and ends the account's other logins, so nobody holding the old
 * password (or a token won with it) stays signed in. The username row keeps a copy of the hash
 * from registration; it is replaced too, so no old hash lingers.
 */
export async function storePassword({
  tx,
  accountId,
  passwordHash,
  keepSession,
}: StorePasswordOptions) {
  const [account] = await tx
    .update(accounts)
    .set({ passwordHash })
    .where(eq(accounts.id, accountId))
    .returning({ username: accounts.username });
  if (!account) return;
  await tx.update(usernames).set({ passwordHash }).where(eq(usernames.username, account.username));
  await endSessions({ db: tx, accountId, except: keepSession });
}
