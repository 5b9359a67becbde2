import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['service'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['service'],
        response: { 200: statusSchema, 503: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      if (app.readiness.draining) return reply.code(503).send({ message: 'Shutting down' });
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ message: 'Database unreachable' });
      }
    },
  );
};

export default healthRoutes;
