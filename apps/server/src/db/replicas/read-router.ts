import type { Database } from '../client';
import type { LagMonitor } from './replica-lag';
import { isConnectionFailure, isRecoveryConflict } from './replica-errors';

/** A read: the same query, whichever database it is given. */
export type Read<T> = (db: Database) => Promise<T>;

/** The pool label of reads the primary answered. */
export const PRIMARY_POOL = 'primary';

export interface ReadRouter {
  /**
   * Runs the read on the next healthy replica, round-robin, or on the primary when none is healthy
   * or `primary` says so. A replica that fails it by going away is marked down and the read runs
   * again on the primary, as does one a recovery conflict cancelled; any other error is the read's own.
   */
  read<T>(query: Read<T>, options?: { primary?: boolean }): Promise<T>;
}

export function createReadRouter({
  primary,
  monitor,
  onRead,
  onReplicaFailure,
}: {
  primary: Database;
  /** Undefined without replicas: every read goes to the primary. */
  monitor: LagMonitor | undefined;
  /** Counts a read by the pool that ran it (a retried read counts on both). */
  onRead(pool: string): void;
  onReplicaFailure(name: string, error: unknown): void;
}): ReadRouter {
  let turn = 0;
  const onPrimary = <T>(query: Read<T>) => {
    onRead(PRIMARY_POOL);
    return query(primary);
  };
  return {
    async read(query, options = {}) {
      const healthy = options.primary || !monitor ? [] : monitor.healthy();
      const replica = healthy[turn++ % Math.max(healthy.length, 1)];
      if (!replica) return onPrimary(query);
      onRead(replica.name);
      try {
        return await query(replica.handle.db);
      } catch (error) {
        const gone = isConnectionFailure(error);
        if (!gone && !isRecoveryConflict(error)) throw error;
        onReplicaFailure(replica.name, error);
        if (gone) monitor?.markDown(replica.name);
        return onPrimary(query);
      }
    },
  };
}
