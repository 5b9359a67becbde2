import { and, eq } from 'drizzle-orm';
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

/**
 * Tells an account of an event: an in-app notification, and an email unless the account has
 * turned that kind of email off. Both are written in the caller's transaction.
 */
export async function notify({ tx, queue, accountId, type, title, body, link, email }: NotifyOptions): Promise<void> {
  await tx.insert(notifications).values({ accountId, type, title, body, link });
  const [optedOut] = await tx
    .select({ type: emailOptOuts.type })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.accountId, accountId), eq(emailOptOuts.type, type)));
  if (optedOut) return;
  const job: MailJob = { accountId, type, email };
  await queue.send(tx, 'mail', job);
}
