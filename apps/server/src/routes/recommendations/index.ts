import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Jobs recommended from a candidate's profile (GET /api/job/recommended). */
const recommendationRoutes: FastifyPluginAsyncZod = async () => {};

export default recommendationRoutes;
