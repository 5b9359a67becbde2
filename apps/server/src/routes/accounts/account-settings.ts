import { passwordChangeSchema, profileUpdateSchema, type Role } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { exportAccount } from '../../services/account-export/export-account';
import {
  candidateExportSchema,
  recruiterExportSchema,
} from '../../services/account-export/export-schema';
import { changePassword } from '../../services/accounts/change-password';
import { accountMessages } from '../../services/accounts/messages';
import { profileResponseSchema } from '../../services/accounts/profile-view';
import { endSessions } from '../../services/accounts/session';
import { updateProfile } from '../../services/accounts/update-profile';
import { errorSchema, messageSchema, security } from '../common-schemas';

/** What a signed-in account does to itself after sign-up: its profile, its password, its logins, its data. */
const accountSettingsRoutes: FastifyPluginAsyncZod<{ role: Role }> = async (app, { role }) => {
  const db = app.db;
  const tags = [`${role}s`];
  const signedIn = { onRequest: app.requireRole(role) };
  const exportSchema = role === 'candidate' ? candidateExportSchema : recruiterExportSchema;

  app.patch(
    '/profile',
    {
      ...signedIn,
      config: { validationMessage: accountMessages.invalidRegistration },
      schema: {
        tags,
        security,
        summary:
          'Change any top-level sections of your profile, with the rules of registration; returns the whole profile',
        body: profileUpdateSchema,
        response: {
          200: profileResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      updateProfile({
        db,
        jobChanges: app.jobCache.for(request),
        queue: app.queue,
        role,
        accountId: authOf(request).accountId,
        update: request.body,
      }),
  );

  app.put(
    '/password',
    {
      ...signedIn,
      // Answers whether a password is right, like login: limited like login.
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          'Change your password (the current one is required); every other login of the account ends',
        body: passwordChangeSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { accountId, sessionId } = authOf(request);
      await changePassword({ db, role, accountId, sessionId, ...request.body });
      return { message: accountMessages.passwordChanged };
    },
  );

  app.post(
    '/logout-all',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sign out everywhere: every login of the account ends at once, this one too',
        response: { 200: messageSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await endSessions({ db, accountId: authOf(request).accountId });
      return { message: accountMessages.loggedOutEverywhere };
    },
  );

  app.get(
    '/export',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Download everything stored about your account as JSON (no password hash, no tokens)',
        response: { 200: exportSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId, username } = authOf(request);
      reply.header('cache-control', 'no-store');
      const fileName = `jobhunter-${role}-${username.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return exportAccount({ db, role, accountId });
    },
  );
};

export default accountSettingsRoutes;
