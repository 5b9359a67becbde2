import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type Role,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '../../services/accounts/messages';
import { confirmPasswordReset, sendPasswordReset } from '../../services/accounts/password-reset';
import { linkOrigin } from '../../services/mail/link-origin';
import { errorSchema, messageSchema } from '../common-schemas';

/** A forgotten password: an emailed single-use link, then a new password with it. No sign-in needed. */
const passwordResetRoutes: FastifyPluginAsyncZod<{ role: Role }> = async (app, { role }) => {
  const db = app.db;
  const tags = [`${role}s`];
  const origin = linkOrigin(app.config);
  // Per client; each address is capped separately in the database (services/accounts/password-reset.ts).
  const limit = {
    rateLimit: { max: app.config.PASSWORD_RESET_RATE_LIMIT, timeWindow: '1 minute' },
  };

  app.post(
    '/password-reset',
    {
      config: limit,
      schema: {
        tags,
        summary:
          'Ask for a reset link by email; always 202 with the same answer, so it never tells who has an account',
        body: passwordResetRequestSchema,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Looked up and sent after the reply: known and unknown addresses answer alike, and as fast.
      // Not through the durable mail queue like other emails: the link holds the reset secret, which
      // must not sit in the queue's table (a lost reset email is asked for again).
      app.backgroundTasks.run('password reset email', () =>
        sendPasswordReset({ db, mailer: app.mailer, role, email, origin }),
      );
      return reply.code(202).send({ message: accountMessages.passwordResetRequested });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: limit,
      schema: {
        tags,
        summary:
          'Set a new password with the token from the emailed link (single use, 30 minutes); every login of the account ends',
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset({ db, role, ...request.body });
      return { message: accountMessages.passwordReset };
    },
  );
};

export default passwordResetRoutes;
