import {
  conversationMessageSchema,
  conversationQuerySchema,
  messagePostSchema,
  messageThreadSchema,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { postMessage } from '../../services/messages/post-message';
import { readConversation } from '../../services/messages/read-conversation';
import { messageThreads } from '../../services/messages/threads';
import { errorSchema, security } from '../common-schemas';

const tags = ['messages'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const refOf = (query: { jobID: string; candidateUsername?: string }) => ({
  jobId: query.jobID,
  candidateUsername: query.candidateUsername,
});

/** An application's conversation (`/applications/messages`) and the inbox (`/messages/threads`). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { onRequest: app.requireSignedIn };

  app.get(
    '/applications/messages',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "An application's conversation, oldest first: the candidate's own (no candidateUsername), or an applicant's for a recruiter who may read the job. Marks the other side's messages read",
        querystring: conversationQuerySchema,
        response: { 200: z.array(conversationMessageSchema), ...failures },
      },
    },
    async (request) => readConversation({ db, viewer: authOf(request), ref: refOf(request.query) }),
  );

  app.post(
    '/applications/messages',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "Write in an application's conversation: the candidate in their own, a recruiter who may act on the job to the applicant named. The other side is notified in-app and, batched, by email; a withdrawn application's conversation is closed (409)",
        body: messagePostSchema,
        response: { 201: conversationMessageSchema, ...failures, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const message = await postMessage({
        db,
        queue: app.queue,
        viewer: authOf(request),
        ref: refOf(request.body),
        text: request.body.text,
        emailDelaySeconds: app.config.MESSAGE_EMAIL_DELAY_SECONDS,
      });
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/messages/threads',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Your conversations with at least one message, newest activity first: the other side, the latest message and how many of theirs you have not read',
        response: { 200: z.array(messageThreadSchema), 401: errorSchema },
      },
    },
    async (request) => messageThreads({ db, viewer: authOf(request) }),
  );
};

export default messageRoutes;
