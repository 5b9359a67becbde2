import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createReadRouter } from '../../src/db/replicas/read-router';
import type { LagMonitor } from '../../src/db/replicas/replica-lag';
import type { ReplicaPool } from '../../src/db/replicas/replica-pools';

/** A stand-in database: the read below answers with its name, or throws what it is told to. */
const server = (name: string) => ({ name }) as unknown as Database;
const nameOf = (db: Database) => (db as unknown as { name: string }).name;

function setUp(replicaNames: string[]) {
  const primary = server('primary');
  const replicas = replicaNames.map(
    (name) => ({ name, handle: { db: server(name) } }) as ReplicaPool,
  );
  const down = new Set<string>();
  const monitor = {
    healthy: () => replicas.filter(({ name }) => !down.has(name)),
    markDown: (name: string) => down.add(name),
  } as unknown as LagMonitor;
  const reads: string[] = [];
  const router = createReadRouter({
    primary,
    monitor,
    onRead: (pool) => reads.push(pool),
    onReplicaFailure: () => {},
  });
  return { router, reads, down };
}

/** A read that fails with `error` on the replicas and answers on the primary. */
const failingOnReplicas = (error: unknown) => async (db: Database) => {
  if (nameOf(db) !== 'primary') throw error;
  return nameOf(db);
};
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select …'), { cause });

describe('read router', () => {
  it('takes the healthy replicas in turn, and the primary when told to or when none is healthy', async () => {
    const { router, down } = setUp(['replica-1', 'replica-2']);
    const read = async (db: Database) => nameOf(db);
    expect([await router.read(read), await router.read(read), await router.read(read)]).toEqual([
      'replica-1',
      'replica-2',
      'replica-1',
    ]);
    expect(await router.read(read, { primary: true })).toBe('primary');
    down.add('replica-1').add('replica-2');
    expect(await router.read(read)).toBe('primary');
  });

  it('reruns on the primary a read whose replica went away, and skips that replica after', async () => {
    for (const error of [
      wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ]) {
      const { router, reads, down } = setUp(['replica-1']);
      expect(await router.read(failingOnReplicas(error))).toBe('primary');
      expect(reads).toEqual(['replica-1', 'primary']);
      expect([...down]).toEqual(['replica-1']);
    }
  });

  it('reruns on the primary a read a recovery conflict cancelled, keeping the replica', async () => {
    const { router, reads, down } = setUp(['replica-1']);
    const conflict = wrapped(
      Object.assign(new Error('canceling statement due to conflict with recovery'), {
        code: '40001',
      }),
    );
    expect(await router.read(failingOnReplicas(conflict))).toBe('primary');
    expect(reads).toEqual(['replica-1', 'primary']);
    expect(down.size).toBe(0);
  });

  it("lets the read's own errors through, once", async () => {
    const { router, reads } = setUp(['replica-1']);
    const invalid = wrapped(Object.assign(new Error('invalid input syntax'), { code: '22P02' }));
    await expect(router.read(failingOnReplicas(invalid))).rejects.toBe(invalid);
    expect(reads).toEqual(['replica-1']);
  });
});
