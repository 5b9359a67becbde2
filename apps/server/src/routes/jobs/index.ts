import {
  jobIdReservationSchema,
  jobInputSchema,
  jobSchema,
  jobSearchQuerySchema,
  jobSearchResultSchema,
  jobStatsSchema,
  jobSuggestQuerySchema,
  jobSuggestResultSchema,
  type Job,
} from '@jobhunter/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireSelf, verifiedViewerName } from '../../plugins/auth';
import { createJob } from '../../services/jobs/create-job';
import { deleteJob } from '../../services/jobs/delete-job';
import { getJob, getJobForRecruiter } from '../../services/jobs/get-job';
import { ensureJobIdFree, releaseJobId, reserveJobId } from '../../services/jobs/job-ids';
import { withoutPosterEmail } from '../../services/jobs/job-view';
import { jobStats, listJobs } from '../../services/jobs/list-jobs';
import { jobMessages } from '../../services/jobs/messages';
import { searchCachesOf, searchJobs, suggestJobs } from '../../services/search';
import { errorSchema, messageSchema, optionalSecurity, security } from '../common-schemas';
import jobLifecycleRoutes from './lifecycle';
import { jobIdParamsSchema, jobListQuerySchema } from './schemas';

const tags = ['jobs'];
// Job pages, searches and stats are public and identical for everyone: they are cached briefly, and the
// mappers already give the schema's exact shape, so they skip zod's per-response re-encoding too.
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
const jobCreatedSchema = z.object({ message: z.string(), jobID: z.string() });

/** The jobs API of docs/api.md, plus search and stats. Who acts comes from the verified token only. */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const recruiter = { onRequest: app.requireRole('recruiter') };
  const cache = app.jobCache;
  // The poster's email is for signed-in viewers; cached answers hold it and are blanked on the way out.
  const forViewer = async (request: FastifyRequest) =>
    (await app.viewerOf(request)) ? (job: Job) => job : withoutPosterEmail;

  await app.register(jobLifecycleRoutes);

  app.get(
    '/screenID/:jobID',
    {
      schema: {
        tags,
        summary: 'Is this job ID free?',
        params: jobIdParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await ensureJobIdFree({ db, jobId: request.params.jobID });
      return { message: jobMessages.idFree };
    },
  );

  app.post(
    '/createID',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: 'Reserve a job ID for the signed-in recruiter',
        body: jobIdReservationSchema,
        response: {
          201: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId } = requireSelf(request, request.body.username, jobMessages.notSelf);
      await reserveJobId({ db, recruiterId: accountId, jobId: request.body.jobID });
      return reply.code(201).send({ message: jobMessages.idReserved });
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/deleteID/:jobID',
      ...recruiter,
      schema: {
        tags,
        security,
        summary: 'Give up a job ID reservation you hold',
        params: jobIdParamsSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
      handler: async (request) => {
        await releaseJobId({
          db,
          recruiterId: authOf(request).accountId,
          jobId: request.params.jobID,
        });
        return { message: jobMessages.idReleased };
      },
    });
  }

  app.post(
    '/create',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: 'Post a job on a job ID you reserved; poster details come from your profile',
        body: jobInputSchema,
        response: {
          201: jobCreatedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { jobID, ...fields } = request.body;
      await createJob({
        db,
        queue: app.queue,
        jobChanges: cache.for(request),
        recruiterId: authOf(request).accountId,
        jobId: jobID,
        fields,
      });
      return reply.code(201).send({ message: jobMessages.created, jobID });
    },
  );

  app.get(
    '/fetch',
    {
      ...plainJson,
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          "Open jobs, newest first, a page at a time; with username and that user's own token, a candidate's applied jobs or a recruiter's own are left out; the poster's email is blank without a valid token",
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { username, limit, offset } = request.query;
      const viewer = await verifiedViewerName(app, request, username);
      const jobs = await app.readFrom(request, (reader) =>
        listJobs({ db: reader, viewer, limit, offset }),
      );
      return jobs.map(await forViewer(request));
    },
  );

  app.get(
    '/search',
    {
      ...plainJson,
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          "Full-text job search with filters, sorting and pages (the last word of q matches as a prefix; unknown words are corrected, see correctedQuery); the poster's email is blank without a valid token",
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResultSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const options = {
        ...request.query,
        username: await verifiedViewerName(app, request, request.query.username),
      };
      // On a replica too, search keeps the primary's caches: the job-change listener clears those.
      const caches = searchCachesOf(db);
      const result = await app.cachedRead(
        request,
        cache.searches,
        cache.searchKey(options),
        (reader) => app.searchTurns.run(() => searchJobs({ db: reader, options, caches })),
      );
      return { ...result, items: result.items.map(await forViewer(request)) };
    },
  );

  app.get(
    '/suggest',
    {
      ...plainJson,
      schema: {
        tags,
        summary:
          'Search-box suggestions: job titles and skills starting with the typed text (case-insensitive), then those with a later word starting with it, at most 8, most jobs first',
        querystring: jobSuggestQuerySchema,
        response: { 200: jobSuggestResultSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      suggestions: await app.readFrom(request, (reader) =>
        suggestJobs({ db: reader, q: request.query.q }),
      ),
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'How many jobs, recruiters and candidates there are',
        response: { 200: jobStatsSchema },
      },
    },
    async (request) =>
      app.cachedRead(request, cache.stats, 'stats', (reader) => jobStats({ db: reader })),
  );

  app.get(
    '/fetchIndividualJob/:jobID',
    {
      ...plainJson,
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          "One job, open or closed (see its status), with its screening questions and resumeRequired; the questions' knock-out rules only for the job's recruiter; the poster's email is blank without a valid token",
        params: jobIdParamsSchema,
        response: { 200: jobSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { jobID } = request.params;
      // The job's recruiters' view carries the knock-out rules: read fresh, never from (or into) the cache.
      const viewer = await app.viewerOf(request);
      const own =
        viewer?.role === 'recruiter'
          ? await getJobForRecruiter({ db, jobId: jobID, recruiterId: viewer.accountId })
          : null;
      if (own) return own;
      const job = await app.cachedRead(request, cache.jobs, jobID, (reader) =>
        getJob({ db: reader, jobId: jobID, audience: 'public' }),
      );
      return (await forViewer(request))(job);
    },
  );

  app.delete(
    '/delete/:jobID',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary:
          "Delete a job you may act on (yours or your company's), with its applications and its ID reservation",
        params: jobIdParamsSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      await deleteJob({
        db,
        jobChanges: cache.for(request),
        recruiterId: authOf(request).accountId,
        jobId: request.params.jobID,
      });
      return { message: jobMessages.deleted };
    },
  );
};

export default jobRoutes;
