import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, passwordResetTokens } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { hashPassword } from '../../lib/password';
import type { Mailer } from '../mail/mailer';
import { accountMessages } from './messages';
import { passwordResetMail } from './password-reset-mail';
import { storePassword } from './store-password';

export const RESET_LINK_MINUTES = 30;
/** Reset emails one account (so one address) gets per hour at most, however many clients ask. */
export const RESET_EMAILS_PER_HOUR = 3;

export interface SendPasswordResetOptions {
  db: Database;
  mailer: Mailer;
  role: Role;
  email: string;
  /** PUBLIC_URL or its default; the link is `{origin}/reset-password?role=…&token=…`. */
  origin: string;
}

/**
 * Emails a single-use reset link when an account of the role has this address; does nothing
 * otherwise. Runs after the 202 has been sent, so the answer is the same, and as fast, either way.
 * Returns what it did, for the log and the tests.
 */
export async function sendPasswordReset({
  db,
  mailer,
  role,
  email,
  origin,
}: SendPasswordResetOptions) {
  const token = newOpaqueToken();
  const recipient = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        username: accounts.username,
      })
      .from(accounts)
      .where(and(eq(accounts.role, role), sql`lower(${accounts.email}) = lower(${email})`))
      // Requests for one account queue here, so parallel ones cannot all slip under the cap.
      .for('update');
    if (!account) return undefined;
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.accountId, account.id),
          gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (recent >= RESET_EMAILS_PER_HOUR) return undefined;
    await tx.insert(passwordResetTokens).values({
      accountId: account.id,
      tokenHash: hashOpaqueToken(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
    });
    return account;
  });
  if (!recipient) return;

  const link = `${origin}/reset-password?${new URLSearchParams({ role, token })}`;
  await mailer.send(
    passwordResetMail({
      to: recipient.email,
      firstName: recipient.firstName,
      username: recipient.username,
      role,
      link,
      validMinutes: RESET_LINK_MINUTES,
    }),
  );
}

export interface ConfirmPasswordResetOptions {
  db: Database;
  role: Role;
  token: string;
  newPassword: string;
}

/**
 * Sets the new password with a token from a reset email, once: the token and every other
 * outstanding one of the account are spent, and every login of the account ends.
 */
export async function confirmPasswordReset({
  db,
  role,
  token,
  newPassword,
}: ConfirmPasswordResetOptions) {
  const usable = and(
    eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  const roleOf = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, role));
  // Checked before the slow hash, so a wrong token costs no hashing; checked again (and spent) below.
  const [candidate] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(usable, sql`${passwordResetTokens.accountId} in ${roleOf}`));
  if (!candidate) throw badRequest(accountMessages.invalidResetLink);

  const passwordHash = await hashPassword(newPassword);
  const done = await db.transaction(async (tx) => {
    // Spending the token is the check: of two confirmations at once, one updates the row.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.id, candidate.id), usable))
      .returning({ accountId: passwordResetTokens.accountId });
    if (!spent) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(passwordResetTokens.accountId, spent.accountId), isNull(passwordResetTokens.usedAt)),
      );
    await storePassword({ tx, accountId: spent.accountId, passwordHash });
    return true;
  });
  if (!done) throw badRequest(accountMessages.invalidResetLink);
}
