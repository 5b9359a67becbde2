import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * How long the planner's job count is reused. A TTL rather than clearing on writes (decision 002):
 * the figure moves only when (auto)analyze runs, never on a write itself, and it only decides
 * whether a count is shown as "1,000+" and which salary floor to try first, never which jobs match.
 */
export const ESTIMATE_TTL_MS = 60_000;

/** About how many jobs there are, for the database it is asked of. */
export type JobsEstimate = (db: Executor) => Promise<number>;

/**
 * The row estimate: the planner's figure for the jobs table (pg_class.reltuples, kept current by
 * (auto)analyze), asked at most once per `ttlMs`: one statement fewer for most filtered searches.
 * One per database (caches.ts); a zero (never analysed) is asked again.
 */
export function createJobsEstimate(ttlMs = ESTIMATE_TTL_MS): JobsEstimate {
  let known: { n: number; at: number } | undefined;
  return async (db) => {
    if (known && Date.now() - known.at < ttlMs) return known.n;
    const { rows } = await db.execute<{ n: number }>(
      sql`select reltuples::float8 as n from pg_class where oid = 'jobs'::regclass`,
    );
    const n = Math.max(0, Number(rows[0]?.n ?? 0));
    if (n > 0) known = { n, at: Date.now() };
    return n;
  };
}
