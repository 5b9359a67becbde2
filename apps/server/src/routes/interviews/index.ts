import {
  interviewAcceptSchema,
  interviewCancelSchema,
  interviewProposalSchema,
  interviewRescheduleSchema,
  interviewSchema,
  jobIdSchema,
  usernameParam,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { acceptInterview } from '../../services/interviews/accept-interview';
import { cancelInterview } from '../../services/interviews/cancel-interview';
import { declineInterview } from '../../services/interviews/decline-interview';
import { listInterviews } from '../../services/interviews/list-interviews';
import { proposeInterview } from '../../services/interviews/propose-interview';
import { rescheduleInterview } from '../../services/interviews/reschedule-interview';
import { errorSchema, security } from '../common-schemas';

const tags = ['interviews'];
const idParamsSchema = z.object({ id: z.uuid('id must be an interview id') });
const listQuerySchema = z.object({
  jobID: jobIdSchema.optional(),
  candidateUsername: usernameParam('candidateUsername').optional(),
});
const failures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** Interviews: proposed by a job's recruiter, picked, declined, rescheduled or cancelled. */
const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, queue } = app;
  const asCandidate = app.requireRole('candidate');
  const asRecruiter = app.requireRole('recruiter');

  app.get(
    '/',
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags,
        security,
        summary:
          "Your interviews (a recruiter: those of every job you may read), upcoming first; `jobID` and `candidateUsername` narrow them to one job's, one candidate's",
        querystring: listQuerySchema,
        response: { 200: z.array(interviewSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) =>
      listInterviews({
        db,
        viewer: authOf(request),
        jobId: request.query.jobID,
        candidateUsername: request.query.candidateUsername,
      }),
  );

  app.post(
    '/',
    {
      onRequest: asRecruiter,
      schema: {
        tags,
        security,
        summary:
          'Offer an applicant 1–5 future times for an interview (a recruiter who may act on the job); the candidate is told by email',
        body: interviewProposalSchema,
        response: { 201: interviewSchema, ...failures },
      },
    },
    async (request, reply) => {
      const interview = await proposeInterview({
        db,
        queue,
        recruiterId: authOf(request).accountId,
        proposal: request.body,
      });
      return reply.code(201).send(interview);
    },
  );

  app.post(
    '/:id/accept',
    {
      onRequest: asCandidate,
      schema: {
        tags,
        security,
        summary:
          'Pick one of the offered times (your own interview): it is scheduled and both sides get the calendar invite',
        params: idParamsSchema,
        body: interviewAcceptSchema,
        response: { 200: interviewSchema, ...failures },
      },
    },
    async (request) =>
      acceptInterview({
        db,
        queue,
        candidateId: authOf(request).accountId,
        interviewId: request.params.id,
        start: request.body.start,
        reminderMinutes: app.config.INTERVIEW_REMINDER_MINUTES,
      }),
  );

  app.post(
    '/:id/decline',
    {
      onRequest: asCandidate,
      schema: {
        tags,
        security,
        summary: "Decline the times offered (your own interview); the job's recruiters are told",
        params: idParamsSchema,
        response: { 200: interviewSchema, ...failures },
      },
    },
    async (request) =>
      declineInterview({
        db,
        queue,
        candidateId: authOf(request).accountId,
        interviewId: request.params.id,
      }),
  );

  app.post(
    '/:id/reschedule',
    {
      onRequest: asRecruiter,
      schema: {
        tags,
        security,
        summary:
          'Offer new times (a recruiter who may act on the job); a scheduled interview is first cancelled in calendars',
        params: idParamsSchema,
        body: interviewRescheduleSchema,
        response: { 200: interviewSchema, ...failures },
      },
    },
    async (request) =>
      rescheduleInterview({
        db,
        queue,
        recruiterId: authOf(request).accountId,
        interviewId: request.params.id,
        slots: request.body.slots,
      }),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags,
        security,
        summary:
          'Cancel an interview (its candidate, or a recruiter who may act on the job); a scheduled one is removed from both calendars',
        params: idParamsSchema,
        body: interviewCancelSchema,
        response: { 200: interviewSchema, ...failures },
      },
    },
    async (request) =>
      cancelInterview({
        db,
        queue,
        actor: authOf(request),
        interviewId: request.params.id,
        reason: request.body.reason,
      }),
  );
};

export default interviewRoutes;
