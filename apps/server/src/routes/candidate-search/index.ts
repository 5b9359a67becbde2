import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateSearchQuerySchema, candidateSearchResultSchema } from '@jobhunter/shared';
import { authOf } from '../../plugins/auth';
import { searchCandidates } from '../../services/candidate-search';
import { errorSchema, security } from '../common-schemas';

const tags = ['candidate search'];

/** Recruiters search discoverable candidates (GET /api/candidate/search). */
const candidateSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      onRequest: app.requireRole('recruiter'),
      config: {
        // Per recruiter account, counted after the token is checked (the route's own hook runs first).
        rateLimit: {
          max: app.config.CANDIDATE_SEARCH_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (request) => `candidate-search:${authOf(request).accountId}`,
        },
      },
      schema: {
        tags,
        security,
        summary: `Search the discoverable candidates by title, skills, experience, education, certificates and CV text, with skill, location and experience filters (recruiters; at most ${app.config.CANDIDATE_SEARCH_RATE_LIMIT} a minute)`,
        querystring: candidateSearchQuerySchema,
        response: {
          200: candidateSearchResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    (request) =>
      app.searchTurns.run(() => searchCandidates({ db: app.db, options: request.query })),
  );
};

export default candidateSearchRoutes;
