import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';

/**
 * A position in the jobs' sitemap order: created_at (as PostgreSQL prints it, to the microsecond)
 * and job_id. A type alias, not an interface, so it can be execute<Row>'s row type (a record).
 */
export type JobKey = { t: string; id: string };

/**
 * Oldest first, so new jobs land on the last file and the earlier files stay as crawlers saw them.
 * Written as the backward reading of jobs_created_idx (created_at DESC NULLS LAST, job_id).
 */
const oldestFirst = sql`${jobs.createdAt} asc nulls first, ${jobs.jobId} desc`;

/** At or after `key` in oldestFirst; the created_at bound is what limits the index range. */
const atOrAfter = (key: JobKey): SQL => {
  const t = sql`${key.t}::timestamptz`;
  return sql`${jobs.createdAt} >= ${t} and (${jobs.createdAt} > ${t} or ${jobs.jobId} <= ${key.id})`;
};
/** Strictly before `key` in oldestFirst. */
const before = (key: JobKey): SQL => {
  const t = sql`${key.t}::timestamptz`;
  return sql`${jobs.createdAt} <= ${t} and (${jobs.createdAt} < ${t} or ${jobs.jobId} > ${key.id})`;
};

/**
 * Where each sitemap file of at most `pageSize` jobs starts, in one pass over jobs_created_idx (an
 * index-only scan, no OFFSET): row_number() along oldestFirst, keeping rows 1, pageSize + 1, …
 * File N is the range from start N up to start N + 1 (the last file: to the end), open jobs only.
 * The starts count every job, open or not: counting only the open ones needs status and
 * valid_through, which only the 1 GB search index or the table carry (3–4 s at a million jobs on
 * PostgreSQL, against about 1 s here), so files hold fewer URLs than `pageSize` where jobs closed.
 */
export async function jobFileStarts(db: Database, pageSize: number): Promise<JobKey[]> {
  const result = await db.execute<JobKey>(sql`select created_at::text as t, job_id as id from (
      select ${jobs.createdAt} as created_at, ${jobs.jobId} as job_id, row_number() over (order by ${oldestFirst}) as n
      from ${jobs}
    ) as numbered
    where (n - 1) % ${sql.raw(String(Math.trunc(pageSize)))} = 0
    order by n`);
  return result.rows.map(({ t, id }) => ({ t, id }));
}

/**
 * The open jobs of one file: a range of jobs_created_idx between two starts (the first file from
 * the beginning, the last to the end), at most `limit` of them.
 */
export async function jobFile(
  db: Database,
  { from, to, limit }: { from?: JobKey; to?: JobKey; limit: number },
) {
  return db
    .select({ jobId: jobs.jobId, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(isOpenJob, from && atOrAfter(from), to && before(to)))
    .orderBy(oldestFirst)
    .limit(limit);
}
