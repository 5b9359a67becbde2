import { jobSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import {
  isJobSaved,
  listSavedJobs,
  saveJob,
  unsaveJob,
} from '../../services/saved-jobs/saved-jobs';
import { errorSchema, messageSchema, security } from '../common-schemas';
import { jobIdParamsSchema } from '../jobs/schemas';

const tags = ['saved jobs'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A signed-in candidate's saved jobs (the job page's Save button). */
const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const candidate = { onRequest: app.requireRole('candidate') };

  app.get(
    '/',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Your saved jobs, most recently saved first',
        response: { 200: z.array(jobSchema), ...failures },
      },
    },
    async (request) => listSavedJobs({ db, candidateId: authOf(request).accountId }),
  );

  app.get(
    '/:jobID',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Have you saved this job?',
        params: jobIdParamsSchema,
        response: { 200: z.object({ saved: z.boolean() }), ...failures },
      },
    },
    async (request) => ({
      saved: await isJobSaved({
        db,
        candidateId: authOf(request).accountId,
        jobId: request.params.jobID,
      }),
    }),
  );

  app.put(
    '/:jobID',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Save a job (saving twice is fine)',
        params: jobIdParamsSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await saveJob({ db, candidateId: authOf(request).accountId, jobId: request.params.jobID });
      return { message: 'Job saved' };
    },
  );

  app.delete(
    '/:jobID',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Remove a job from your saved jobs',
        params: jobIdParamsSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await unsaveJob({ db, candidateId: authOf(request).accountId, jobId: request.params.jobID });
      return { message: 'Job removed from saved jobs' };
    },
  );
};

export default savedJobRoutes;
