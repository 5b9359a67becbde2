import fp from 'fastify-plugin';
import { findUnstorableText } from '../lib/find-unstorable-text';
import { HttpError } from '../lib/http-error';

/**
 * Refuses, for every route at once, text that no database column can hold: a NUL character or an
 * unpaired surrogate anywhere in the path, the query or a JSON body. Route schemas check the rest.
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const sources = { params: request.params, query: request.query, body: request.body };
    for (const [source, value] of Object.entries(sources)) {
      const found = findUnstorableText(value);
      if (found) {
        const { path, message } = found;
        throw new HttpError(400, message, {
          errors: [{ path: [source, ...path].join('.'), message }],
        });
      }
    }
  });
});
