import fp from 'fastify-plugin';
import { linkOrigin } from '../services/mail/link-origin';
import { deliverMail } from '../services/notifications/deliver-mail';
import type { QueuedMail } from '../services/notifications/mail-job';
import { runMailJobs } from '../services/notifications/run-mail-jobs';

/**
 * Emails sent together per poll: the queue waits a poll interval between batches, so one at a time
 * would send one email per interval.
 */
const MAIL_BATCH_SIZE = 10;

/**
 * The worker that sends the queued emails (notifications), unless QUEUE_WORKERS is false (another
 * instance sends them). The password-reset email is not queued: see routes/accounts/password-reset.ts.
 */
export default fp(async (app) => {
  if (!app.config.QUEUE_WORKERS) return;
  const origin = linkOrigin(app.config);
  const log = app.log.child({ queue: 'mail' });
  await app.queue.work<QueuedMail>('mail', { batchSize: MAIL_BATCH_SIZE }, (jobs) =>
    runMailJobs(jobs, {
      deliver: (job) =>
        deliverMail({ db: app.db, mailer: app.mailer, job, origin, secret: app.config.JWT_SECRET }),
      fail: (jobId, reason) => app.queue.boss.fail('mail', jobId, reason),
      cancel: (jobId) => app.queue.boss.cancel('mail', jobId),
      log,
    }),
  );
});
