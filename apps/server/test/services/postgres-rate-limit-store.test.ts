import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteEndedRateLimits,
  postgresRateLimitStore,
} from '../../src/lib/postgres-rate-limit-store';
import { buildTestApp, type TestContext } from '../helper';

// The store's SQL on whichever database the suite runs on (PGlite by default); the app only
// chooses it on PostgreSQL, where test/routes/instances.test.ts checks it across two instances.
describe('the PostgreSQL rate-limit store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const WINDOW_MS = 60_000;
  const storeFor = (url: string) => {
    const Store = postgresRateLimitStore(ctx.database.db);
    return new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
  };
  const hit = (store: ReturnType<typeof storeFor>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW_MS, 3),
    );

  it('counts one key across stores (instances) in one window, per route', async () => {
    const first = storeFor('/api/candidate/login');
    const second = storeFor('/api/candidate/login');
    const counts = [];
    for (const store of [first, second, first, second])
      counts.push((await hit(store, '10.0.0.1')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    const { ttl } = await hit(first, '10.0.0.1');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    expect((await hit(storeFor('/api/recruiter/login'), '10.0.0.1')).current).toBe(1);
    expect((await hit(first, '10.0.0.2')).current).toBe(1);
  });

  it('starts a new window once the last one has ended, and deletes ended windows', async () => {
    const store = storeFor('/api/uploads/photo');
    await hit(store, '10.0.0.3');
    await hit(store, '10.0.0.3');
    await ctx.database.db.execute(
      sql`update rate_limits set resets_at = now() - interval '1 second' where key = 'POST/api/uploads/photo-10.0.0.3'`,
    );
    expect((await hit(store, '10.0.0.3')).current).toBe(1);

    await ctx.database.db.execute(
      sql`update rate_limits set resets_at = now() - interval '1 second' where key = 'POST/api/uploads/photo-10.0.0.3'`,
    );
    await deleteEndedRateLimits(ctx.database.db);
    const left = await ctx.database.db.execute(
      sql`select key from rate_limits where key like 'POST/api/uploads/photo-%'`,
    );
    expect(left.rows).toEqual([]);
  });
});
