import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { emailPreferences } from './email-preferences';
import { renderEmail } from './emails/render-email';
import type { QueuedMail } from './mail-job';
import { companyInvitationEmail } from './emails/company-invitation-email';
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
  { sent: true; to: string } | { sent: false; why: 'account deleted' | 'opted out' };

/**
 * Sends one queued email. The address and name are read now, not when it was queued, so a changed
 * address is honoured; an account deleted or opted out of this kind meanwhile gets nothing.
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
    await mailer.send(companyInvitationEmail(job, origin)).catch((error: unknown) => {
      throw new MailSendError(job.to, error);
    });
    return { sent: true, to: job.to };
  }
  const [account] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, role: accounts.role })
    .from(accounts)
    .where(eq(accounts.id, job.accountId));
  if (!account) return { sent: false, why: 'account deleted' };
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
