import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';

const RETRY_AFTER_SECONDS = 5;
/** Liveness and scraping keep answering under load: an orchestrator must not restart a busy instance, and the graphs should show why it is busy. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/metrics']);

/**
 * Sheds load before the process drowns: while the event loop lags, is saturated or the heap is
 * nearly full, requests get 503 with Retry-After at once instead of queueing behind the backlog.
 */
export default fp(async (app) => {
  const { MAX_EVENT_LOOP_DELAY_MS, MAX_EVENT_LOOP_UTILIZATION, MAX_HEAP_USED_MB } = app.config;
  const heapLimitBytes =
    MAX_HEAP_USED_MB === undefined
      ? Math.round(getHeapStatistics().heap_size_limit * 0.9)
      : MAX_HEAP_USED_MB * 1024 * 1024;
  await app.register(underPressure, {
    // 0 turns a check off in the plugin as in our configuration.
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: MAX_EVENT_LOOP_UTILIZATION,
    // Per sample, not since start: a CPU-heavy start (migrations) would otherwise keep the cumulative
    // figure above the limit, and the instance shedding, for a while after it is idle.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: heapLimitBytes,
    // Sending here ends the request (Fastify runs nothing after a sent reply); returning without
    // sending lets it through.
    pressureHandler: (request, reply, type, value) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
      request.log.warn({ type, value }, 'under pressure: request refused');
      void reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The server is busy. Please try again in a few seconds.' });
    },
  });
});
