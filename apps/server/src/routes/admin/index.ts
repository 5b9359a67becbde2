import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountModerationRoutes from './accounts';
import auditRoutes from './audit';
import jobModerationRoutes from './jobs';
import reportQueueRoutes from './reports';
import adminSessionRoutes from './session';

/** The operators' API: their login, the reports queue, hiding jobs, suspending accounts, the audit log. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminSessionRoutes);
  await app.register(reportQueueRoutes, { prefix: '/reports' });
  await app.register(jobModerationRoutes, { prefix: '/jobs' });
  await app.register(accountModerationRoutes, { prefix: '/accounts' });
  await app.register(auditRoutes, { prefix: '/audit' });
};

export default adminRoutes;
