import { jobSchema, jobUpdateSchema, myJobSchema, type Job } from '@jobhunter/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { closeJob, reopenJob } from '../../services/jobs/close-job';
import { editJob } from '../../services/jobs/edit-job';
import { withoutPosterEmail } from '../../services/jobs/job-view';
import { jobsByRecruiter } from '../../services/jobs/jobs-by-recruiter';
import { myJobs } from '../../services/jobs/my-jobs';
import { usernameParamsSchema } from '../accounts/schemas';
import { errorSchema, optionalSecurity, security } from '../common-schemas';
import { jobIdParamsSchema } from './schemas';

const tags = ['jobs'];
const ownerFailures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The recruiter's workspace for their jobs: edit, close, reopen, their list; and a recruiter's public list. */
const jobLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const recruiter = { onRequest: app.requireRole('recruiter') };
  const cache = app.jobCache;
  const forViewer = async (request: FastifyRequest) =>
    (await app.viewerOf(request)) ? (job: Job) => job : withoutPosterEmail;

  app.patch(
    '/:jobID',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary:
          "Edit a job you may act on (yours or your company's): only the fields sent change; the job ID and the poster cannot",
        params: jobIdParamsSchema,
        body: jobUpdateSchema,
        response: { 200: jobSchema, ...ownerFailures },
      },
    },
    async (request) => {
      return editJob({
        db,
        queue: app.queue,
        jobChanges: cache.for(request),
        recruiterId: authOf(request).accountId,
        jobId: request.params.jobID,
        update: request.body,
      });
    },
  );

  const transitions = { close: closeJob, reopen: reopenJob } as const;
  for (const [action, change] of Object.entries(transitions)) {
    app.post(
      `/:jobID/${action}`,
      {
        ...recruiter,
        schema: {
          tags,
          security,
          summary:
            action === 'close'
              ? 'Close a job you may act on: it leaves searches and takes no more applications (closing a closed job is fine)'
              : 'Reopen a job you may act on; a validThrough day that has passed is cleared',
          params: jobIdParamsSchema,
          response: { 200: jobSchema, ...ownerFailures },
        },
      },
      async (request) => {
        return change({
          db,
          queue: app.queue,
          jobChanges: cache.for(request),
          recruiterId: authOf(request).accountId,
          jobId: request.params.jobID,
        });
      },
    );
  }

  app.get(
    '/mine',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: 'Your jobs, open and closed, newest first, with applicants counted by status',
        response: { 200: z.array(myJobSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => myJobs({ db, recruiterId: authOf(request).accountId }),
  );

  app.get(
    '/by/:username',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          "A recruiter's open jobs, newest first (their public profile page); the poster's email is blank without a valid token",
        params: usernameParamsSchema,
        response: { 200: z.array(jobSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      (
        await app.readFrom(request, (reader) =>
          jobsByRecruiter({ db: reader, username: request.params.username }),
        )
      ).map(await forViewer(request)),
  );
};

export default jobLifecycleRoutes;
