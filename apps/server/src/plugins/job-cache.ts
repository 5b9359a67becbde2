import fp from 'fastify-plugin';
import { createJobCache } from '../services/jobs/job-cache';

/** One job cache per instance, shared by the jobs routes (reads, writes) and account deletion. */
export default fp(async (app) => {
  app.decorate('jobCache', createJobCache({ ttlSeconds: app.config.JOB_CACHE_TTL_SECONDS }));
});
