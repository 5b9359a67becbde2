import {
  savedSearchInputSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { savedSearchMessages } from '../../services/saved-searches/messages';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../../services/saved-searches/saved-searches';
import { errorSchema, messageSchema, security } from '../common-schemas';

const tags = ['saved searches'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParamsSchema = z.object({ id: z.uuid('id must be a saved search id') });

/** A signed-in candidate's saved searches: the job alerts of 'Save this search' on the jobs page. */
const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const candidate = { onRequest: app.requireRole('candidate') };

  app.get(
    '/',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Your saved searches, newest first',
        response: { 200: z.array(savedSearchSchema), ...failures },
      },
    },
    async (request) => listSavedSearches({ db, candidateId: authOf(request).accountId }),
  );

  app.post(
    '/',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary:
          "Save the jobs page's search (its query string) as a job alert, instant or daily; the same search twice is a 409",
        body: savedSearchInputSchema,
        response: { 201: savedSearchSchema, ...failures, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createSavedSearch({
          db,
          candidateId: authOf(request).accountId,
          input: request.body,
        }),
      ),
  );

  app.patch(
    '/:id',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Rename a saved search of yours or change how often it alerts',
        params: idParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...failures },
      },
    },
    async (request) =>
      updateSavedSearch({
        db,
        candidateId: authOf(request).accountId,
        id: request.params.id,
        update: request.body,
      }),
  );

  app.delete(
    '/:id',
    {
      ...candidate,
      schema: {
        tags,
        security,
        summary: 'Delete a saved search of yours: its alerts stop',
        params: idParamsSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await deleteSavedSearch({
        db,
        candidateId: authOf(request).accountId,
        id: request.params.id,
      });
      return { message: savedSearchMessages.deleted };
    },
  );
};

export default savedSearchRoutes;
