import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createLagMonitor, type ReplicaState } from '../../src/db/replicas/replica-lag';
import type { ReplicaPool } from '../../src/db/replicas/replica-pools';

/** A stand-in database whose only query answers the WAL position it is set to (or fails). */
function fakeServer(lsn: string) {
  const server = {
    lsn: lsn as string | null,
    down: false,
    db: {
      execute: async () => {
        if (server.down)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        return { rows: [{ lsn: server.lsn }] };
      },
    } as unknown as Database,
  };
  return server;
}

function setUp() {
  const primary = fakeServer('0/3000100');
  const replica = fakeServer('0/3000100');
  let clock = 1_000_000;
  const changes: ReplicaState[] = [];
  const monitor = createLagMonitor({
    primary: primary.db,
    replicas: [{ name: 'replica-1', handle: { db: replica.db } } as ReplicaPool],
    maxLagSeconds: 5,
    intervalMs: 1_000,
    onChange: (state) => changes.push(state),
    onError: () => {},
    now: () => clock,
  });
  /** One check, `seconds` after the last. */
  const checkAfter = async (seconds: number) => {
    clock += seconds * 1000;
    await monitor.check();
    return monitor.states()[0]!;
  };
  return { primary, replica, monitor, changes, checkAfter };
}

describe('replica lag from the primary WAL position history', () => {
  it('is 0 on an idle primary however long nothing is written', async () => {
    const { checkAfter } = setUp();
    expect(await checkAfter(0)).toEqual({ name: 'replica-1', healthy: true, lagSeconds: 0 });
    expect(await checkAfter(3_600)).toEqual({ name: 'replica-1', healthy: true, lagSeconds: 0 });
  });

  it('grows from the first write the replica lacks while replay stands still, past the limit unhealthy', async () => {
    const { primary, replica, monitor, changes, checkAfter } = setUp();
    await checkAfter(0);
    primary.lsn = '0/3000200';
    expect((await checkAfter(1)).lagSeconds).toBe(0);
    primary.lsn = '0/3000300';
    expect(await checkAfter(4)).toMatchObject({ healthy: true, lagSeconds: 4 });
    expect(await checkAfter(2)).toMatchObject({ healthy: false, lagSeconds: 6 });
    expect(monitor.healthy()).toEqual([]);
    // Replayed the first write, not the second: behind by the second's age only.
    replica.lsn = '0/3000200';
    expect(await checkAfter(1)).toMatchObject({ healthy: true, lagSeconds: 3 });
    replica.lsn = '0/3000300';
    expect((await checkAfter(1)).lagSeconds).toBe(0);
    expect(changes.map(({ healthy }) => healthy)).toEqual([true, false, true]);
  });

  it('counts a primary idle at a page boundary as caught up (the insert position points past the page header)', async () => {
    const { primary, replica, checkAfter } = setUp();
    primary.lsn = '0/3002018'; // 8192 * 0x601 + 24
    replica.lsn = '0/3002000';
    expect(await checkAfter(10)).toMatchObject({ healthy: true, lagSeconds: 0 });
    expect(await checkAfter(10)).toMatchObject({ healthy: true, lagSeconds: 0 });
  });

  it('marks an unreachable replica down until a check reaches it again', async () => {
    const { replica, monitor, checkAfter } = setUp();
    await checkAfter(0);
    monitor.markDown('replica-1');
    expect(monitor.healthy()).toEqual([]);
    replica.down = true;
    expect((await checkAfter(1)).healthy).toBe(false);
    replica.down = false;
    expect((await checkAfter(1)).healthy).toBe(true);
  });

  it('never sends reads to a server that is not a standby', async () => {
    const { replica, checkAfter } = setUp();
    replica.lsn = null;
    expect((await checkAfter(0)).healthy).toBe(false);
  });
});
