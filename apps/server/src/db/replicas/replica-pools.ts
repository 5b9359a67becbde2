import { openDatabase, type DatabaseHandle } from '../client';

/** One streaming replica: its pool, opened like the primary's, and its name in logs and metrics. */
export interface ReplicaPool {
  /** `replica-1`, `replica-2` …, in the order of DATABASE_REPLICA_URLS (URLs carry passwords). */
  name: string;
  handle: DatabaseHandle;
}

/**
 * A pool per replica URL, with the primary's size and session settings (openDatabase: jit off, no
 * parallel workers), so a query plans alike on either. A replica that is down does not stop the
 * start: pools connect on first use, and the lag check keeps reads away until it answers.
 */
export async function openReplicaPools({
  urls,
  poolSize,
  onIdleError,
}: {
  urls: string[];
  poolSize: number;
  onIdleError: (name: string, error: Error) => void;
}): Promise<ReplicaPool[]> {
  return Promise.all(
    urls.map(async (url, index) => {
      const name = `replica-${index + 1}`;
      const handle = await openDatabase({
        url,
        poolSize,
        onIdleError: (error) => onIdleError(name, error),
      });
      return { name, handle };
    }),
  );
}

/** Ends every replica pool. */
export async function closeReplicaPools(replicas: ReplicaPool[]) {
  await Promise.all(replicas.map(({ handle }) => handle.close()));
}
