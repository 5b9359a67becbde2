import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { QUEUES, type Queue, type QueueName } from '../queue/queue';

/** The route label of a request no route matched: raw URLs would make one series per scanner probe. */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface AppMetrics {
  registry: Registry;
  /** Counts one answered request and its duration under the route's pattern. */
  observeRequest(
    labels: { method: string; route: string; status_code: number },
    seconds: number,
  ): void;
}

/**
 * One registry per app (tests build several apps in one process): the process and Node.js defaults
 * (CPU, memory, GC, event-loop lag), HTTP requests per route, the database pool, search turns and the queue.
 */
export function createAppMetrics({
  database,
  queue,
  searchTurns,
}: {
  database: DatabaseHandle;
  queue: () => Queue | undefined;
  searchTurns: ConcurrencyLimit;
}): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'jobhunter_db_pool_connections',
    help: 'Database connections by state: total, idle, waiting (clients queued for one). Embedded PGlite is one connection: total only.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { pool } = database;
      if (!pool) return void this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'jobhunter_search_turns',
    help: 'Job searches taking turns on the database: limit (at once), running, waiting (queued for a turn)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'limit' }, searchTurns.limit);
      this.set({ state: 'running' }, searchTurns.running);
      this.set({ state: 'waiting' }, searchTurns.waiting);
    },
  });

  const queueNames = Object.keys(QUEUES) as QueueName[];
  new Gauge({
    name: 'jobhunter_queue_jobs',
    help: 'Background jobs per queue: waiting (queued or waiting to retry) and active (running now)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const boss = queue()?.boss;
      if (!boss) return;
      await Promise.all(
        queueNames.map(async (name) => {
          const [waiting, unfinished] = await Promise.all([
            boss.getQueueSize(name),
            boss.getQueueSize(name, { before: 'completed' }),
          ]);
          this.set({ queue: name, state: 'waiting' }, waiting);
          this.set({ queue: name, state: 'active' }, unfinished - waiting);
        }),
      );
    },
  });

  return {
    registry,
    observeRequest(labels, seconds) {
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}
