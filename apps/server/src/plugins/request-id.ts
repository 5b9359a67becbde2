import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What a proxy's id may look like (nginx's `$request_id` is 32 hex digits): nothing a log line could be forged with. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in `x-request-id` when it is well-formed, so one
 * id follows a request through the proxy's and the app's logs; a new UUID otherwise.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage) => {
    const incoming = request.headers['x-request-id'];
    return trustProxy && typeof incoming === 'string' && WELL_FORMED.test(incoming)
      ? incoming
      : randomUUID();
  };
}

/** Every answer names its request (`x-request-id`), the id every log line of that request carries as `reqId`. */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
