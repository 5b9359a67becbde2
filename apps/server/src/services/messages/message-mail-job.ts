import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import type { Queue } from '../queue/queue';

/** The data of one `messageMail` job: which conversation, and which side to tell of its new messages. */
export interface MessageMailJob {
  applicationId: string;
  side: Role;
}

/**
 * Queues the email telling `side` of the conversation's new messages, due `delaySeconds` from now,
 * in the transaction of the message: whichever of the jobs queued meanwhile runs first takes all
 * the messages not emailed yet (services/messages/send-message-mail.ts).
 */
export function queueMessageMail(
  tx: Executor,
  queue: Queue,
  job: MessageMailJob,
  delaySeconds: number,
): Promise<void> {
  // A time, not a number of seconds: a job queued inside a transaction takes `startAfter` as a
  // timestamp only.
  const startAfter = delaySeconds > 0 ? new Date(Date.now() + delaySeconds * 1000) : undefined;
  return queue.send(tx, 'messageMail', job, { startAfter });
}
