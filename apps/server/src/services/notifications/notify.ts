import { inArray } from 'drizzle-orm';
import type { NotificationType } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { emailOptOuts, notifications } from '../../db/schema';
import type { Queue } from '../queue/queue';
import type { MailJob } from './mail-job';

export interface NotifyOptions {
  /** The transaction of the change being told of: the notification and its email commit with it. */
  tx: Executor;
  queue: Queue;
  /** Who is told. */
  accountId: string;
  type: NotificationType;
  /** The in-app notification: a short title, one line of body, and a path in the web app. */
  title: string;
  body: string;
  link: string;
  /** The email's template and data; rendered (and addressed) when the mail job runs. */
  email: MailJob['email'];
}

/** One account told of one event: `notify`'s options without the transaction and queue. */
export type Notice = Omit<NotifyOptions, 'tx' | 'queue'>;

/**
 * Tells an account of an event: an in-app notification, and an email unless the account has
 * turned that kind of email off. Both are written in the caller's transaction.
 */
export async function notify({ tx, queue, ...notice }: NotifyOptions): Promise<void> {
  await notifyAll({ tx, queue, notices: [notice] });
}

/**
 * `notify` for many at once, in a few statements whatever their number (a posted job can match
 * thousands of job alerts): the notifications in one insert, the opt-outs in one read, the emails
 * in one queue insert.
 */
export async function notifyAll({
  tx,
  queue,
  notices,
}: {
  tx: Executor;
  queue: Queue;
  notices: Notice[];
}): Promise<void> {
  await addNotifications(tx, notices);
  await emailAll({
    tx,
    queue,
    emails: notices.map(({ accountId, type, email }) => ({ accountId, type, email })),
  });
}

/** The in-app notifications alone, in one insert (none for an empty list). */
export async function addNotifications(tx: Executor, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map(({ accountId, type, title, body, link }) => ({
      accountId,
      type,
      title,
      body,
      link,
    })),
  );
}

/**
 * Queues emails without an in-app notification (one that told of the event already, as a
 * conversation's batched email does), leaving out the accounts that turned that kind off.
 */
export async function emailAll({
  tx,
  queue,
  emails,
}: {
  tx: Executor;
  queue: Queue;
  emails: MailJob[];
}): Promise<void> {
  if (emails.length === 0) return;
  const optedOut = await tx
    .select({ accountId: emailOptOuts.accountId, type: emailOptOuts.type })
    .from(emailOptOuts)
    .where(inArray(emailOptOuts.accountId, [...new Set(emails.map((email) => email.accountId))]));
  const off = new Set(optedOut.map(({ accountId, type }) => `${accountId} ${type}`));
  await queue.sendMany(
    tx,
    'mail',
    emails.filter(({ accountId, type }) => !off.has(`${accountId} ${type}`)),
  );
}
