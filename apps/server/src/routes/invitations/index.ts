import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Recruiters invite a found candidate to apply (POST /api/candidate/invitations). */
const invitationRoutes: FastifyPluginAsyncZod = async () => {};

export default invitationRoutes;
