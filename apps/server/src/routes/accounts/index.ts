import type { Role } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by its issue: one module serves both roles.
const accountRoutes: FastifyPluginAsyncZod<{ role: Role }> = async () => {};

export default accountRoutes;
