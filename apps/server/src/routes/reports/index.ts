import { reportInputSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { createReport } from '../../services/moderation/create-report';
import { errorSchema, security } from '../common-schemas';

/** Signed-in users report a job or a profile. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ['moderation'],
        security,
        summary:
          'Report a job (by jobID) or a candidate or recruiter (by username) to the admins; one open report per target, at most 10 an hour',
        body: reportInputSchema,
        response: {
          201: z.object({ id: z.string() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId, role } = authOf(request);
      const report = await createReport({
        db: app.db,
        reporter: { accountId, role },
        input: request.body,
      });
      return reply.code(201).send(report);
    },
  );
};

export default reportRoutes;
