import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by its issue.
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
