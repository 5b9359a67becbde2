import fp from 'fastify-plugin';
import { findNul } from '../lib/find-nul';
import { HttpError } from '../lib/http-error';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/**
 * Refuses, for every route at once, input that no database column can hold: a NUL character
 * anywhere in the path, the query or a JSON body. Route schemas then check everything else.
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const sources = { params: request.params, query: request.query, body: request.body };
    for (const [source, value] of Object.entries(sources)) {
      const path = findNul(value);
      if (path) {
        throw new HttpError(400, NUL_MESSAGE, { errors: [{ path: [source, ...path].join('.'), message: NUL_MESSAGE }] });
      }
    }
  });
});
