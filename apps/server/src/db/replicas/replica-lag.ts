import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { ReplicaPool } from './replica-pools';
import { replayTarget, walPosition } from './wal-position';

/** What the last check found out about one replica. */
export interface ReplicaState {
  name: string;
  /** Reachable, replaying, and at most the allowed lag behind: reads may go to it. */
  healthy: boolean;
  /** Seconds behind the primary (0 caught up); undefined until its position was first read. */
  lagSeconds: number | undefined;
}

export interface LagMonitor {
  /** One round: the primary's insert position, then each replica's replay position. */
  check(): Promise<void>;
  /** Checks every interval until `stop`; the timer never keeps the process alive. */
  start(): void;
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>;
  /** The replicas reads may use now. */
  healthy(): ReplicaPool[];
  /** A read found the replica unreachable: skipped until a later check finds it healthy. */
  markDown(name: string): void;
  states(): ReplicaState[];
}

interface Sample {
  at: number;
  position: bigint;
}

const positionRow = (rows: { lsn: string | null }[]) => {
  const lsn = rows[0]?.lsn;
  return lsn ? walPosition(lsn) : undefined;
};

/**
 * Replica lag measured against a short history of the primary's WAL insert positions: a replica is
 * as far behind as the oldest sampled position it has not replayed yet (0 when it has replayed the
 * newest). Unlike `now() - pg_last_xact_replay_timestamp()`, which grows on an idle primary with
 * nothing to replay and says nothing while replay is paused, this counts only work the replica
 * lacks, for as long as it lacks it. A position is sampled when the check sees it, up to one
 * interval after its write: a replica in use is at most `maxLagSeconds` + the interval behind.
 */
export function createLagMonitor({
  primary,
  replicas,
  maxLagSeconds,
  intervalMs,
  onChange,
  onError,
  now = Date.now,
}: {
  primary: Database;
  replicas: ReplicaPool[];
  maxLagSeconds: number;
  intervalMs: number;
  /** A replica turned healthy or unhealthy. */
  onChange(state: ReplicaState): void;
  onError(source: string, error: unknown): void;
  now?: () => number;
}): LagMonitor {
  const history: Sample[] = [];
  // Enough history to see any replica past the allowed lag, however often the checks run.
  const maxSamples = Math.ceil((2 * maxLagSeconds * 1000) / intervalMs) + 10;
  // A replica that hangs instead of refusing counts as down for this round.
  const replicaTimeoutMs = Math.max(2 * intervalMs, 2_000);
  const states = new Map(
    replicas.map((replica) => [
      replica.name,
      {
        replica,
        healthy: false,
        lagSeconds: undefined as number | undefined,
        replayed: undefined as bigint | undefined,
      },
    ]),
  );
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function setHealthy(state: NonNullable<ReturnType<typeof states.get>>, healthy: boolean) {
    if (state.healthy === healthy) return;
    state.healthy = healthy;
    onChange({ name: state.replica.name, healthy, lagSeconds: state.lagSeconds });
  }

  function lagOf(replayed: bigint, at: number) {
    const behind = history.find((sample) => replayTarget(sample.position) > replayed);
    return behind ? (at - behind.at) / 1000 : 0;
  }

  async function replayPosition(replica: ReplicaPool) {
    let timeout: NodeJS.Timeout | undefined;
    try {
      const { rows } = await Promise.race([
        replica.handle.db.execute<{ lsn: string | null }>(
          sql`select pg_last_wal_replay_lsn()::text as lsn`,
        ),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`no answer within ${replicaTimeoutMs} ms`)),
            replicaTimeoutMs,
          );
        }),
      ]);
      // Null: not a standby (promoted, or the primary's own URL), so not a copy of this primary.
      return positionRow(rows);
    } finally {
      clearTimeout(timeout);
    }
  }

  async function round() {
    const at = now();
    let position: bigint | undefined;
    try {
      const { rows } = await primary.execute<{ lsn: string | null }>(
        sql`select pg_current_wal_insert_lsn()::text as lsn`,
      );
      position = positionRow(rows);
    } catch (error) {
      return onError('primary', error);
    }
    if (position === undefined) return;
    const last = history.at(-1);
    if (!last || position > last.position) history.push({ at, position });

    await Promise.all(
      [...states.values()].map(async (state) => {
        let reachable = false;
        try {
          const replayed = await replayPosition(state.replica);
          if (replayed !== undefined) {
            state.replayed = replayed;
            reachable = true;
          }
        } catch (error) {
          onError(state.replica.name, error);
        }
        // Unreachable, it keeps falling behind from its last known position.
        if (state.replayed !== undefined) state.lagSeconds = lagOf(state.replayed, now());
        setHealthy(
          state,
          reachable && state.lagSeconds !== undefined && state.lagSeconds <= maxLagSeconds,
        );
      }),
    );

    // Positions every replica has replayed are never asked about again.
    const known = [...states.values()].flatMap(({ replayed }) =>
      replayed === undefined ? [] : [replayed],
    );
    const slowest = known.reduce<bigint | undefined>(
      (low, replayed) => (low === undefined || replayed < low ? replayed : low),
      undefined,
    );
    while (
      history.length > maxSamples ||
      (history.length > 1 && slowest !== undefined && replayTarget(history[0]!.position) <= slowest)
    ) {
      history.shift();
    }
  }

  const monitor: LagMonitor = {
    check() {
      running ??= round().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void monitor.check(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    healthy() {
      return [...states.values()].filter((state) => state.healthy).map((state) => state.replica);
    },
    markDown(name) {
      const state = states.get(name);
      if (state) setHealthy(state, false);
    },
    states() {
      return [...states.values()].map(({ replica, healthy, lagSeconds }) => ({
        name: replica.name,
        healthy,
        lagSeconds,
      }));
    },
  };
  return monitor;
}
