import { emailPreferencesSchema, emailPreferencesUpdateSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import {
  emailPreferences,
  updateEmailPreferences,
} from '../../services/notifications/email-preferences';
import { errorSchema, security } from '../common-schemas';

const tags = ['notifications'];

/** Which kinds of email the signed-in account gets (in-app notifications always come). */
const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { onRequest: app.requireSignedIn };

  app.get(
    '/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Which kinds of email you get (all on until turned off)',
        response: { 200: emailPreferencesSchema, 401: errorSchema },
      },
    },
    async (request) => emailPreferences({ db, accountId: authOf(request).accountId }),
  );

  app.patch(
    '/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Turn kinds of email on or off; answers every preference as saved',
        body: emailPreferencesUpdateSchema,
        response: { 200: emailPreferencesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) =>
      updateEmailPreferences({ db, accountId: authOf(request).accountId, change: request.body }),
  );
};

export default emailPreferenceRoutes;
