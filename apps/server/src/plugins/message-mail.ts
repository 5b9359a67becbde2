import fp from 'fastify-plugin';
import type { MessageMailJob } from '../services/messages/message-mail-job';
import { sendMessageMail } from '../services/messages/send-message-mail';

/**
 * The worker that emails one side of a conversation of its new messages, batched: a message queues
 * a job due MESSAGE_EMAIL_DELAY_SECONDS later, and the first of those jobs to run covers every
 * message not emailed yet (services/messages/send-message-mail.ts). Only on instances that run
 * queue workers.
 */
export default fp(async (app) => {
  if (!app.config.QUEUE_WORKERS) return;
  const log = app.log.child({ queue: 'messageMail' });
  await app.queue.work<MessageMailJob>('messageMail', {}, async ([job]) => {
    if (!job) return;
    const told = await sendMessageMail({ db: app.db, queue: app.queue, job: job.data });
    if (told > 0) {
      log.info(
        { applicationId: job.data.applicationId, side: job.data.side, told },
        'message email queued',
      );
      app.queue.wake('mail');
    }
  });
});
