import {
  REPORT_KINDS,
  REPORT_STATUSES,
  reportResolutionSchema,
  reportSchema,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../../plugins/auth';
import { listReports } from '../../services/moderation/list-reports';
import { resolveReport } from '../../services/moderation/resolve-report';
import { errorSchema, messageSchema, security } from '../common-schemas';

const tags = ['moderation'];
const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  kind: z.enum(REPORT_KINDS).optional(),
  target: z.string().trim().min(1).max(64).optional(),
});
const reportIdParamsSchema = z.object({ id: z.uuid('id must be a report id') });

/** The admins' report queue. */
const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Reports of a status (open by default), newest first, each with its reporter and the open reports on its target; kind and target narrow it to one target',
        querystring: reportListQuerySchema,
        response: {
          200: z.array(reportSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    '/:id/resolve',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          "Resolve a report and every open report on its target: dismiss, hide the job, or suspend the profile (a job's poster)",
        params: reportIdParamsSchema,
        body: reportResolutionSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { accountId, username } = adminOf(request);
      await resolveReport({
        db: app.db,
        queue: app.queue,
        jobChanges: app.jobCache.for(request),
        admin: { accountId, username },
        id: request.params.id,
        resolution: request.body,
      });
      return { message: 'Report resolved' };
    },
  );
};

export default adminReportRoutes;
