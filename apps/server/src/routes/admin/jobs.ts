import { jobSchema, moderationReasonSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/auth';
import { getJob } from '../../services/jobs/get-job';
import { hideJob, unhideJob } from '../../services/moderation/hide-job';
import { errorSchema, security } from '../common-schemas';
import { jobIdParamsSchema } from '../jobs/schemas';

const tags = ['moderation'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Admins hide a job from everyone but its recruiters, and show it again. */
const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const admin = { onRequest: app.requireAdmin };
  const actor = (request: Parameters<typeof adminOf>[0]) => {
    const { accountId, username } = adminOf(request);
    return { accountId, username };
  };

  app.get(
    '/:jobID',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'A job as its recruiters see it, hidden or not (with why it is hidden)',
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...failures },
      },
    },
    async (request) => getJob({ db, jobId: request.params.jobID, audience: 'owner' }),
  );

  app.post(
    '/:jobID/hide',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Hide a job: it leaves every public list and page and takes no applications; its recruiters are told the reason and cannot reopen it (hiding it again replaces the reason)',
        params: jobIdParamsSchema,
        body: moderationReasonSchema,
        response: { 200: jobSchema, ...failures },
      },
    },
    async (request) => {
      const { jobID } = request.params;
      return db.transaction(async (tx) => {
        await hideJob(tx, {
          queue: app.queue,
          jobChanges: app.jobCache.for(request),
          admin: actor(request),
          jobId: jobID,
          reason: request.body.reason,
        });
        return getJob({ db: tx, jobId: jobID, audience: 'owner' });
      });
    },
  );

  app.post(
    '/:jobID/unhide',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Show a job an admin hid again, with the status it had (it stays hidden while its poster is suspended); 409 when no admin hid it',
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...failures, 409: errorSchema },
      },
    },
    async (request) => {
      const { jobID } = request.params;
      return db.transaction(async (tx) => {
        await unhideJob(tx, {
          queue: app.queue,
          jobChanges: app.jobCache.for(request),
          admin: actor(request),
          jobId: jobID,
        });
        return getJob({ db: tx, jobId: jobID, audience: 'owner' });
      });
    },
  );
};

export default adminJobRoutes;
