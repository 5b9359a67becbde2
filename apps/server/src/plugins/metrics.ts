import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { createAppMetrics, UNMATCHED_ROUTE } from '../services/metrics/app-metrics';

/** Prometheus metrics of this instance, served by the /metrics route; every answered request is counted here. */
export default fp<{ database: DatabaseHandle }>(async (app, { database }) => {
  const metrics = createAppMetrics({
    database,
    queue: () => (app.hasDecorator('queue') ? app.queue : undefined),
    searchTurns: app.searchTurns,
  });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(
      { method: request.method, route, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
});
