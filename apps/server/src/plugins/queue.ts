import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { loggableError } from '../lib/loggable-error';
import { startQueue } from '../services/queue/queue';

/**
 * The durable job queue (pg-boss in the app's database). Other plugins register their workers on
 * `app.queue`; closing the app lets running jobs finish, and a job cut off by a crash runs again.
 */
export default fp<{ database: DatabaseHandle }>(async (app, { database }) => {
  const queue = await startQueue({
    database,
    pollSeconds: app.config.QUEUE_POLL_SECONDS,
    onError: (error) => app.log.error({ error: loggableError(error) }, 'queue error'),
    policies: {
      mail: {
        retryLimit: app.config.MAIL_RETRY_LIMIT,
        retryDelay: app.config.MAIL_RETRY_DELAY_SECONDS,
        expireInSeconds: app.config.MAIL_EXPIRE_SECONDS,
      },
    },
  });
  app.decorate('queue', queue);
  app.addHook('onClose', () => queue.stop());
});
