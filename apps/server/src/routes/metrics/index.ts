import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Prometheus scrapes this instance here. With METRICS_TOKEN set it wants that bearer token; without
 * it the route is open, and the proxy (deploy/nginx.conf) keeps it off the public side.
 */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.METRICS_TOKEN;
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['service'],
        summary: 'Prometheus metrics of this instance (text exposition format)',
        ...(token ? { security: [{ metricsToken: [] }] } : {}),
        response: {
          200: {
            description: 'Prometheus text exposition format',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: z.object({ message: z.string() }),
        },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (token && !sameText(request.headers.authorization ?? '', `Bearer ${token}`)) {
        throw new HttpError(
          401,
          'A valid metrics token is required',
          {},
          { 'www-authenticate': 'Bearer' },
        );
      }
      return reply
        .type(app.metrics.registry.contentType)
        .send(await app.metrics.registry.metrics());
    },
  );
};

export default metricsRoutes;
