import type { Role } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Confirming the account's email address through its emailed link, and sending the link again. */
const emailVerificationRoutes: FastifyPluginAsyncZod<{ role: Role }> = async () => {};

export default emailVerificationRoutes;
