import { Counter, Gauge, type Registry } from 'prom-client';
import type { ReplicaState } from '../../db/replicas/replica-lag';

/**
 * The read replicas on /metrics: reads routed to each pool (`primary`, `replica-1` …), and each
 * replica's lag and health as the last check found them. Returns the read counter's increment.
 */
export function registerReplicaMetrics(
  registry: Registry,
  states: () => ReplicaState[],
): (pool: string) => void {
  const reads = new Counter({
    name: 'jobhunter_db_reads_total',
    help: 'Public reads (search, job pages, profiles, companies, sitemaps, recommendations) by the pool that ran them: primary or replica-N',
    labelNames: ['pool'],
    registers: [registry],
  });
  new Gauge({
    name: 'jobhunter_replica_lag_seconds',
    help: "How far each replica is behind the primary's WAL (0 caught up), as of the last check",
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const { name, lagSeconds } of states())
        if (lagSeconds !== undefined) this.set({ replica: name }, lagSeconds);
    },
  });
  new Gauge({
    name: 'jobhunter_replica_healthy',
    help: 'Whether reads go to the replica (1): reachable and within REPLICA_MAX_LAG_SECONDS',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const { name, healthy } of states()) this.set({ replica: name }, healthy ? 1 : 0);
    },
  });
  return (pool) => reads.inc({ pool });
}
