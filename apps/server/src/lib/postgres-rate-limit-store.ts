import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** Whether the row's window is over (in ON CONFLICT, the row as stored). */
const windowEnded = sql`${rateLimits.resetsAt} <= clock_timestamp()`;

/**
 * One hit for a key: a new window of `windowMs` when there is none or the last one has ended,
 * else one more in the current one. A single upsert, so concurrent hits from any instance are
 * counted one after another on the row (no lost update).
 */
async function hit(db: Database, key: string, windowMs: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      hits: 1,
      resetsAt: sql`clock_timestamp() + make_interval(secs => ${windowMs}::double precision / 1000)`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${windowEnded} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetsAt} - clock_timestamp())) * 1000))::int`,
    });
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Ends windows that are over; any instance may run it, as often as it likes. */
export async function deleteEndedRateLimits(db: Database) {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`clock_timestamp()`));
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
