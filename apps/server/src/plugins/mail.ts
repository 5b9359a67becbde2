import path from 'node:path';
import fp from 'fastify-plugin';
import { createBackgroundTasks } from '../lib/background-tasks';
import { loggableError } from '../lib/loggable-error';
import { createMailer } from '../services/mail/mailer';

/**
 * The instance's mailer and the background queue mail is sent from. Closing the app waits for
 * queued messages, so a graceful shutdown loses none.
 */
export default fp(async (app) => {
  const mailer = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    mailDir: path.join(app.config.DATA_DIR, 'mail'),
  });
  const backgroundTasks = createBackgroundTasks({
    onError: (name, error) =>
      app.log.error({ task: name, error: loggableError(error) }, 'background task failed'),
  });
  app.decorate('mailer', mailer);
  app.decorate('backgroundTasks', backgroundTasks);
  app.addHook('onClose', async () => {
    await backgroundTasks.idle();
    mailer.close();
  });
});
