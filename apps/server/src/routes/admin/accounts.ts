import { moderationReasonSchema, ROLES } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../../plugins/auth';
import { suspendAccount } from '../../services/moderation/suspend-account';
import { suspensionStateSchema } from '../../services/moderation/suspension-state';
import { unsuspendAccount } from '../../services/moderation/unsuspend-account';
import { usernameParamsSchema } from '../accounts/schemas';
import { errorSchema, security } from '../common-schemas';

const tags = ['moderation'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Only members are suspended: an admin account is not one of these roles, so naming it is a 400. */
const accountParamsSchema = usernameParamsSchema.extend({
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }),
});

/** Suspending and unsuspending a candidate's or recruiter's account. */
const accountModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/:role/:username/suspend',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Suspend an account: its sessions end, its login is refused, its profile and the jobs it posted are hidden; suspending it again replaces the reason',
        params: accountParamsSchema,
        body: moderationReasonSchema,
        response: { 200: suspensionStateSchema, ...failures },
      },
    },
    async (request) => {
      const { accountId, username } = adminOf(request);
      return db.transaction((tx) =>
        suspendAccount(tx, {
          admin: { accountId, username },
          ...request.params,
          reason: request.body.reason,
          jobChanges: app.jobCache.for(request),
        }),
      );
    },
  );

  app.post(
    '/:role/:username/unsuspend',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Lift a suspension: the account may log in again, its profile and the jobs hidden with it come back as they were; an account that is not suspended is left as it is',
        params: accountParamsSchema,
        response: { 200: suspensionStateSchema, ...failures },
      },
    },
    async (request) => {
      const { accountId, username } = adminOf(request);
      return db.transaction((tx) =>
        unsuspendAccount(tx, {
          admin: { accountId, username },
          ...request.params,
          jobChanges: app.jobCache.for(request),
          queue: app.queue,
        }),
      );
    },
  );
};

export default accountModerationRoutes;
