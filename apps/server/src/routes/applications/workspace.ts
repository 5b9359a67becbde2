import {
  applicationNoteSchema,
  applicationRefQuerySchema,
  applicationSchema,
  noteInputSchema,
  statusHistoryEntrySchema,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { applicationHistory } from '../../services/applications/history';
import { addNote, listNotes } from '../../services/applications/notes';
import { withdrawApplication } from '../../services/applications/withdraw';
import { errorSchema, security } from '../common-schemas';
import { jobIdParamsSchema } from '../jobs/schemas';

const tags = ['applications'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const refOf = (query: { jobID: string; candidateUsername: string }) => ({
  jobId: query.jobID,
  candidateUsername: query.candidateUsername,
});

/** A candidate withdrawing; the recruiter's private notes; an application's status history. */
const applicationWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.delete(
    '/:jobID',
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        tags,
        security,
        summary: 'Withdraw your application to this job (final; withdrawing again changes nothing)',
        params: jobIdParamsSchema,
        response: { 200: applicationSchema, ...failures },
      },
    },
    async (request) =>
      withdrawApplication({
        db,
        queue: app.queue,
        candidateId: authOf(request).accountId,
        jobId: request.params.jobID,
      }),
  );

  app.get(
    '/notes',
    {
      onRequest: app.requireRole('recruiter'),
      schema: {
        tags,
        security,
        summary:
          'Your private notes on an application to your job, oldest first (candidates never see them)',
        querystring: applicationRefQuerySchema,
        response: { 200: z.array(applicationNoteSchema), ...failures },
      },
    },
    async (request) =>
      listNotes({ db, recruiterId: authOf(request).accountId, ref: refOf(request.query) }),
  );

  app.post(
    '/notes',
    {
      onRequest: app.requireRole('recruiter'),
      schema: {
        tags,
        security,
        summary: 'Add a private note to an application to your job',
        body: noteInputSchema,
        response: { 201: applicationNoteSchema, ...failures },
      },
    },
    async (request, reply) => {
      const note = await addNote({
        db,
        recruiterId: authOf(request).accountId,
        ref: refOf(request.body),
        text: request.body.text,
      });
      return reply.code(201).send(note);
    },
  );

  app.get(
    '/history',
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags,
        security,
        summary:
          "An application's status changes, oldest first: the candidate's own, or any to the recruiter's job",
        querystring: applicationRefQuerySchema,
        response: { 200: z.array(statusHistoryEntrySchema), ...failures },
      },
    },
    async (request) =>
      applicationHistory({ db, viewer: authOf(request), ref: refOf(request.query) }),
  );
};

export default applicationWorkspaceRoutes;
