import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Signed-in users report a job or a profile. */
const reportRoutes: FastifyPluginAsyncZod = async () => {};

export default reportRoutes;
