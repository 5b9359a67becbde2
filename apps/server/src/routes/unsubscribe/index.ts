import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribe, unsubscribeMessages } from '../../services/notifications/unsubscribe';
import { errorSchema, messageSchema } from '../common-schemas';

/** A form body is short (`List-Unsubscribe=One-Click`); anything longer is not a mail app's POST. */
const FORM_BODY_LIMIT = 1024;

/**
 * The unsubscribe link of every notification email: the web page's button, and the RFC 8058
 * one-click POST that mail apps send from the `List-Unsubscribe` header, signed out, with the body
 * `List-Unsubscribe=One-Click` as a form. The token in the query says everything, so form bodies
 * are accepted (on this route only) and not read.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ignoreBody = { parseAs: 'string' as const, bodyLimit: FORM_BODY_LIMIT };
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    ignoreBody,
    (_request, _body, done) => done(null),
  );

  app.post(
    '/',
    {
      config: { validationMessage: unsubscribeMessages.invalid },
      schema: {
        tags: ['notifications'],
        summary:
          "Stop one kind of email for the link's account (no sign-in: the signed token says whose and which)",
        querystring: z.object({ token: z.string().min(1).max(512) }),
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await unsubscribe({ db: app.db, token: request.query.token, secret: app.config.JWT_SECRET });
      return { message: unsubscribeMessages.done };
    },
  );
};

export default unsubscribeRoutes;
