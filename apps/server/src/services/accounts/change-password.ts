import { and, eq } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { accountMessages } from './messages';
import { storePassword } from './store-password';

export interface ChangePasswordOptions {
  db: Database;
  role: Role;
  accountId: string;
  /** The login asking: it stays signed in, every other one ends. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}

/** A signed-in password change: the current password must be right (403 otherwise). */
export async function changePassword({
  db,
  role,
  accountId,
  sessionId,
  currentPassword,
  newPassword,
}: ChangePasswordOptions) {
  const [account] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, role)));
  if (!account) throw notFound(accountMessages.notFound(role));
  if (!(await verifyPassword(account.passwordHash, currentPassword)))
    throw forbidden(accountMessages.incorrectPassword);
  // Hashed before the transaction, so no row stays locked during the slow part.
  const passwordHash = await hashPassword(newPassword);
  await db.transaction((tx) =>
    storePassword({ tx, accountId, passwordHash, keepSession: sessionId }),
  );
}
