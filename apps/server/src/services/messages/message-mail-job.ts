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
  return queue.send(tx, 'messageMail', job, { startAfter: delaySeconds });
}
