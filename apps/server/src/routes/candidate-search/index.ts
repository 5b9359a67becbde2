import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Recruiters search discoverable candidates (GET /api/candidate/search). */
const candidateSearchRoutes: FastifyPluginAsyncZod = async () => {};

export default candidateSearchRoutes;
