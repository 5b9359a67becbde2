import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Interviews: proposed by a job's recruiter, picked, declined, rescheduled or cancelled. */
const interviewRoutes: FastifyPluginAsyncZod = async () => {};

export default interviewRoutes;
