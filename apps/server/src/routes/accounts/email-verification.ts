import { verifyEmailSchema, type Role } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import {
  confirmEmailVerification,
  emailVerificationMessages,
  resendEmailVerification,
} from '../../services/accounts/email-verification';
import { errorSchema, messageSchema, security } from '../common-schemas';

/** Links an account may ask for in an hour, besides the ones registration and email changes send. */
const RESENDS_PER_HOUR = 3;

/** Confirming the account's email address through its emailed link, and sending the link again. */
const emailVerificationRoutes: FastifyPluginAsyncZod<{ role: Role }> = async (app, { role }) => {
  const db = app.db;
  const tags = [`${role}s`];

  app.post(
    '/verify-email',
    {
      config: { validationMessage: emailVerificationMessages.invalid },
      schema: {
        tags,
        summary:
          'Confirm the email address with the token of its emailed link (7 days; no sign-in needed, one use)',
        body: verifyEmailSchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await confirmEmailVerification({ db, role, token: request.body.token });
      return { message: emailVerificationMessages.verified };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      onRequest: app.requireRole(role),
      config: {
        // Per account, counted after the token is checked (the route's own hook runs first).
        rateLimit: {
          max: RESENDS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => authOf(request).accountId,
        },
      },
      schema: {
        tags,
        security,
        summary: `Email a fresh verification link to your current address (at most ${RESENDS_PER_HOUR} an hour); 409 once it is confirmed`,
        response: {
          202: messageSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await resendEmailVerification({
        db,
        queue: app.queue,
        role,
        accountId: authOf(request).accountId,
      });
      return reply.code(202).send({ message: emailVerificationMessages.linkSent });
    },
  );
};

export default emailVerificationRoutes;
