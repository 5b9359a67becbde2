import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { emailPreferences } from './email-preferences';
import { renderEmail } from './emails/render-email';
import type { AddressedMailJob, QueuedMail, VerifyEmailMailJob } from './mail-job';
import { companyInvitationEmail } from './emails/company-invitation-email';
import { verifyEmailEmail } from './emails/verify-email-email';
import { MailSendError } from './mail-failure';
import { unsubscribeToken } from './unsubscribe-token';

export interface DeliverMailOptions {
  db: Executor;
  mailer: Mailer;
  job: QueuedMail;
  /** Where links point (services/mail/link-origin.ts). */
  origin: string;
  /** Signs the unsubscribe token (the app's JWT secret). */
  secret: string;
}

/** The outcome of one mail job: sent to `to`, or nobody to send to any more. */
export type Delivery =
  | { sent: true; to: string }
  | { sent: false; why: 'account deleted' | 'opted out' | 'address not verified' };

/** Job alerts and digests go only to a confirmed address (services/job-alerts). */
const FOR_VERIFIED_ADDRESSES = new Set(['job-alert', 'job-alert-digest']);

const isVerifyEmail = (job: AddressedMailJob | VerifyEmailMailJob): job is VerifyEmailMailJob =>
  job.email.template === 'verify-email';

/**
 * Sends one queued email. The address and name are read now, not when it was queued, so a changed
 * address is honoured; an account deleted or opted out of this kind meanwhile gets nothing, and a
 * job alert whose account's address is no longer confirmed (changed since it was queued) neither.
 * Rejects with a MailSendError when the mailer does (the queue retries).
 */
export async function deliverMail({
  db,
  mailer,
  job,
  origin,
  secret,
}: DeliverMailOptions): Promise<Delivery> {
  if ('to' in job) {
    const message = isVerifyEmail(job)
      ? verifyEmailEmail(job, origin)
      : companyInvitationEmail(job, origin);
    await mailer.send(message).catch((error: unknown) => {
      throw new MailSendError(job.to, error);
    });
    return { sent: true, to: job.to };
  }
  const [account] = await db
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      role: accounts.role,
      emailVerifiedAt: accounts.emailVerifiedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, job.accountId));
  // Admin accounts (made on the command line) are never told of anything by email.
  if (!account || account.role === 'admin') return { sent: false, why: 'account deleted' };
  if (FOR_VERIFIED_ADDRESSES.has(job.email.template) && account.emailVerifiedAt === null)
    return { sent: false, why: 'address not verified' };
  const preferences = await emailPreferences({ db, accountId: job.accountId });
  if (!preferences[job.type]) return { sent: false, why: 'opted out' };

  const message = await renderEmail({
    email: job.email,
    type: job.type,
    to: account.email,
    firstName: account.firstName,
    role: account.role,
    origin,
    unsubscribeToken: unsubscribeToken({ accountId: job.accountId, type: job.type }, secret),
  });
  await mailer.send(message).catch((error: unknown) => {
    throw new MailSendError(account.email, error);
  });
  return { sent: true, to: account.email };
}
