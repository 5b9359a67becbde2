import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * One hit for a key: a new window of `windowMs` when there is none or the last one has ended,
 * else one more in the current one. A single upsert, so concurrent hits from any instance are
 * counted one after another on the row (no lost update).
 */
async function hit(db: Database, key: string, windowMs: number) {
  const result = await db.execute(sql`
    insert into rate_limits as r (key, hits, resets_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs}::double precision / 1000))
    on conflict (key) do update set
      hits = case when r.resets_at <= clock_timestamp() then 1 else r.hits + 1 end,
      resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at else r.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from (resets_at - clock_timestamp())) * 1000))::int as ttl`);
  const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Ends windows that are over; any instance may run it, as often as it likes. */
export async function deleteEndedRateLimits(db: Database) {
  await db.execute(sql`delete from rate_limits where resets_at < clock_timestamp()`);
}

/**
 * `@fastify/rate-limit`'s store in the `rate_limits` table (migration 0011), so every instance on
 * one PostgreSQL counts against the same limit. Fixed windows, as the plugin's own stores keep them
 * (this app uses neither `continueExceeding` nor `exponentialBackoff`). Keys are per route, as in
 * the plugin's Redis store.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown) {
      // The plugin passes the merged route settings with the route itself under `routeInfo`.
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return PostgresRateLimitStore;
}
