import { recommendedJobsQuerySchema, recommendedJobsResultSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { recommendJobs } from '../../services/recommendations/recommend-jobs';
import { errorSchema, security } from '../common-schemas';

/** Jobs recommended from a candidate's profile (GET /api/job/recommended). */
const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recommended',
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        tags: ['jobs'],
        security,
        summary: 'Open jobs matching your profile, best first, with why each was picked',
        querystring: recommendedJobsQuerySchema,
        response: {
          200: recommendedJobsResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { page } = request.query;
      const candidateId = authOf(request).accountId;
      const jobs = await app.readFrom(request, (reader) =>
        recommendJobs({ db: reader, candidateId, page }),
      );
      return { jobs, page };
    },
  );
};

export default recommendationRoutes;
