import { auditEntrySchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudit } from '../../services/moderation/audit';
import { errorSchema, security } from '../common-schemas';

/** What the admins did, for the admins. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // On request, before anything else: without an admin's token nothing more than 401/403.
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admins'],
        security,
        summary: 'The audit log of admin actions, newest first',
        response: { 200: z.array(auditEntrySchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => listAudit(app.db),
  );
};

export default auditRoutes;
