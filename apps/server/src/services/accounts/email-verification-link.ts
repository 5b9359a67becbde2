import { sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { emailVerifications } from '../../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import type { VerifyEmailMailJob } from '../notifications/mail-job';
import type { Queue } from '../queue/queue';

/** How long a verification link works. */
export const VERIFICATION_DAYS = 7;

export interface SendVerificationLinkOptions {
  accountId: string;
  role: Role;
  /** The address to confirm: the account's current one. */
  email: string;
}

/**
 * Stores a new link's token (its SHA-256) for the address and queues the email carrying it, in
 * the caller's transaction: the account change and its link commit together, and the queue
 * retries a failed send. Earlier links of the same address keep working until they expire.
 */
export async function sendVerificationLink(
  tx: Executor,
  queue: Queue,
  { accountId, role, email }: SendVerificationLinkOptions,
): Promise<void> {
  const token = newOpaqueToken();
  await tx.insert(emailVerifications).values({
    tokenHash: hashOpaqueToken(token),
    accountId,
    email,
    expiresAt: sql`now() + make_interval(days => ${VERIFICATION_DAYS})`,
  });
  const mail: VerifyEmailMailJob = {
    to: email,
    email: { template: 'verify-email', data: { token, role } },
  };
  await queue.send(tx, 'mail', mail);
}
