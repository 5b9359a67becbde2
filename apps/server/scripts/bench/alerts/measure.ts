import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';

/** The p-th percentile (nearest rank) of some numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const jobList = (jobIds: string[]) =>
  sql`array[${sql.join(
    jobIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

/**
 * Per job, from the database's own clocks: when it was posted (its transaction, which also queued
 * the jobAlerts job), when the worker finished matching it, when its first instant alert was
 * queued (the match's `notified_at`), and how many searches it matched.
 */
export async function alertTimings(db: Database, jobIds: string[]) {
  const result = await db.execute(sql`
    select j.job_id,
      extract(epoch from (q.completed_on - j.created_at)) * 1000 as matched_ms,
      extract(epoch from (min(m.notified_at) filter (where s.frequency = 'instant') - j.created_at)) * 1000 as alerted_ms,
      count(m.job_id) as matches,
      count(m.job_id) filter (where s.frequency = 'instant') as instant
    from jobs j
    join pgboss.job q on q.name = 'jobAlerts' and q.data->>'jobId' = j.job_id
    left join alert_matches m on m.job_id = j.job_id
    left join saved_searches s on s.id = m.saved_search_id
    where j.job_id = any(${jobList(jobIds)})
    group by j.job_id, j.created_at, q.completed_on`);
  const rows = rowsOf<{
    matched_ms: string | number;
    alerted_ms: string | number | null;
    matches: string | number;
    instant: string | number;
  }>(result);
  return {
    matchedMs: rows.map((row) => Number(row.matched_ms)),
    alertedMs: rows.filter((row) => row.alerted_ms !== null).map((row) => Number(row.alerted_ms)),
    matches: rows.map((row) => Number(row.matches)),
    instant: rows.map((row) => Number(row.instant)),
  };
}

/** From the first job's posting to the last one's matching done, in seconds. */
export async function matchingSpan(db: Database, jobIds: string[]) {
  const result = await db.execute(sql`
    select extract(epoch from (max(completed_on) - min(created_on))) as seconds
    from pgboss.job where name = 'jobAlerts' and data->>'jobId' = any(${jobList(jobIds)})`);
  return Number(rowsOf<{ seconds: string | number }>(result)[0].seconds);
}
