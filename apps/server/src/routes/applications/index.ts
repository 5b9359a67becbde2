import {
  applicationSchema,
  applicationStatusUpdateSchema,
  applyInputSchema,
  COMPANY_ROLES,
  appliedJobSchema,
  jobSchema,
  jobStatusQuerySchema,
  screeningQuerySchema,
  SCREENING_RESULTS,
} from '@jobhunter/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireClaimsRole, requireSelf } from '../../plugins/auth';
import { profileResponseSchema } from '../../services/accounts/profile-view';
import { applyToJob } from '../../services/applications/apply';
import {
  candidateApplications,
  jobApplicants,
  recruiterJobs,
} from '../../services/applications/lists';
import { applicationMessages } from '../../services/applications/messages';
import { candidateScreening, recruiterScreening } from '../../services/applications/screening';
import { updateApplicationStatus } from '../../services/applications/update-status';
import { jobMessages } from '../../services/jobs/messages';
import { errorSchema, security } from '../common-schemas';
import applicationDetailRoutes from './detail';
import applicationWorkspaceRoutes from './workspace';

const tags = ['applications'];
const applicantSchema = profileResponseSchema.extend({
  applicationStatus: applicationSchema.shape.status,
  appliedAt: z.string(),
  screening: z.enum(SCREENING_RESULTS),
  hasResume: z.boolean(),
});
const screeningReplySchema = z.union([
  z.object({ hasApplied: z.boolean(), applicationDetails: applicationSchema.nullable() }),
  z.object({
    hasPosted: z.boolean(),
    role: z.enum(COMPANY_ROLES).nullable().optional(),
    recruitmentDetails: jobSchema.nullable(),
  }),
]);
// Most specific first: a union takes the first shape an item fits.
const jobStatusReplySchema = z.union([
  z.array(appliedJobSchema),
  z.array(applicantSchema),
  z.array(jobSchema),
]);

/** The applications API of docs/api.md, plus status changes. Who acts comes from the verified token only. */
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const asCandidate = app.requireRole('candidate');
  const asRecruiter = app.requireRole('recruiter');
  // The query says which role the call is for; validation has run, so one of the names is there.
  // The token is checked before validation (an anonymous call is 401 whatever it sends); which
  // role the call is for comes from the validated query, so one of the names is there.
  const byQueryRole = {
    onRequest: app.requireSignedIn,
    preHandler: async (request: FastifyRequest) => {
      const { candidateUsername } = request.query as { candidateUsername?: string };
      requireClaimsRole(authOf(request), candidateUsername ? 'candidate' : 'recruiter');
    },
  };

  await app.register(applicationWorkspaceRoutes);
  await app.register(applicationDetailRoutes);

  app.get(
    '/screening',
    {
      ...byQueryRole,
      schema: {
        tags,
        security,
        summary:
          'Has the candidate applied to this job / did the recruiter post it? 403 means yes / no',
        querystring: screeningQuerySchema,
        response: {
          200: screeningReplySchema,
          400: errorSchema,
          401: errorSchema,
          403: z.union([screeningReplySchema, errorSchema]),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { jobID, candidateUsername, recruiterUsername } = request.query;
      if (candidateUsername) {
        const { accountId } = requireSelf(request, candidateUsername, jobMessages.notSelf);
        const result = await candidateScreening({ db, candidateId: accountId, jobId: jobID });
        return reply.code(result.hasApplied ? 403 : 200).send(result);
      }
      const { accountId } = requireSelf(request, recruiterUsername ?? '', jobMessages.notSelf);
      const result = await recruiterScreening({ db, recruiterId: accountId, jobId: jobID });
      return reply.code(result.hasPosted ? 200 : 403).send(result);
    },
  );

  app.post(
    '/create',
    {
      onRequest: asCandidate,
      schema: {
        tags,
        security,
        summary:
          "Apply to an open job with the signed-in candidate's stored profile, a cover letter and answers to the job's questions (a copy of the current CV goes with it); a failed knock-out answer is stored already rejected; a closed job is 409",
        body: applyInputSchema,
        response: {
          200: applicationSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      applyToJob({
        db,
        queue: app.queue,
        jobChanges: app.jobCache.for(request),
        candidateId: authOf(request).accountId,
        jobId: request.body.job.jobID,
        form: { coverLetter: request.body.coverLetter, answers: request.body.answers },
      }),
  );

  app.get(
    '/jobStatus',
    {
      ...byQueryRole,
      schema: {
        tags,
        security,
        summary:
          "A candidate's applied jobs (with status), a recruiter's posted jobs, or one job's applicants",
        querystring: jobStatusQuerySchema,
        response: {
          200: jobStatusReplySchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { candidateUsername, recruiterUsername, jobID } = request.query;
      if (candidateUsername) {
        const { accountId } = requireSelf(request, candidateUsername, jobMessages.notSelf);
        return candidateApplications({ db, candidateId: accountId });
      }
      const { accountId } = requireSelf(request, recruiterUsername ?? '', jobMessages.notSelf);
      if (jobID) return jobApplicants({ db, recruiterId: accountId, jobId: jobID });
      return recruiterJobs({ db, recruiterId: accountId });
    },
  );

  app.patch(
    '/status',
    {
      onRequest: asRecruiter,
      schema: {
        tags,
        security,
        summary:
          'Move an application along (applied → reviewing → interview → offer → hired, or rejected); a recruiter who may act on the job',
        body: applicationStatusUpdateSchema,
        response: {
          200: z.object({ message: z.string(), application: applicationSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { jobID, candidateUsername, status } = request.body;
      const application = await updateApplicationStatus({
        db,
        queue: app.queue,
        recruiterId: authOf(request).accountId,
        jobId: jobID,
        candidateUsername,
        status,
      });
      return { message: applicationMessages.statusChanged, application };
    },
  );
};

export default applicationRoutes;
