import { and, eq, gt, sql } from 'drizzle-orm';
import { moderationMessages, type Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, emailVerifications } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { Queue } from '../queue/queue';
import { sendVerificationLink } from './email-verification-link';
import { accountMessages } from './messages';

export const emailVerificationMessages = {
  verified: moderationMessages.emailVerified,
  invalid: moderationMessages.invalidVerification,
  alreadyVerified: 'Your email address is already verified',
  linkSent: 'A new verification link is on its way',
} as const;

/**
 * Confirms the address a link was sent to, when the token is one of an account of `role`, has not
 * expired, and its address is still the account's. Anything else is one 400, which tells nothing
 * more. The account is locked before the token is taken (the order an email change locks them
 * in), so of two uses at once the second waits and finds the token gone: a link works once, and
 * every other link of the account goes with it.
 */
export async function confirmEmailVerification({
  db,
  role,
  token,
}: {
  db: Database;
  role: Role;
  token: string;
}): Promise<void> {
  const invalid = () => badRequest(emailVerificationMessages.invalid);
  const tokenHash = hashOpaqueToken(token);
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ accountId: emailVerifications.accountId })
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, tokenHash));
    if (!link) throw invalid();
    const [account] = await tx
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.id, link.accountId), eq(accounts.role, role)))
      .for('update');
    if (!account) throw invalid();
    const taken = await tx
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          gt(emailVerifications.expiresAt, sql`now()`),
          sql`lower(${emailVerifications.email}) = lower(${account.email})`,
        ),
      )
      .returning({ accountId: emailVerifications.accountId });
    if (taken.length === 0) throw invalid();
    await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(accounts.id, link.accountId));
    await tx.delete(emailVerifications).where(eq(emailVerifications.accountId, link.accountId));
  });
}

/**
 * Emails the signed-in account a fresh link for its current address (earlier ones keep working);
 * 409 when that address is already confirmed.
 */
export async function resendEmailVerification({
  db,
  queue,
  role,
  accountId,
}: {
  db: Database;
  queue: Queue;
  role: Role;
  accountId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked so an email change at the same moment cannot leave a link queued for the old address.
    const [account] = await tx
      .select({ email: accounts.email, emailVerifiedAt: accounts.emailVerifiedAt })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.role, role)))
      .for('update');
    if (!account) throw notFound(accountMessages.notFound(role));
    if (account.emailVerifiedAt) throw conflict(emailVerificationMessages.alreadyVerified);
    await sendVerificationLink(tx, queue, { accountId, role, email: account.email });
  });
}
