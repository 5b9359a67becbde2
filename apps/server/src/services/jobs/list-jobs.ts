import { and, eq, sql } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { exclusionFor } from './job-exclusion';
import { jobColumns, toJob } from './job-view';
import { newestFirst } from './newest-first';

/** Rows read per query: bounds the memory a full listing needs, whatever the table's size. */
export const LIST_BATCH_SIZE = 500;

/**
 * Every job, newest first, in batches read by keyset (created_at, job_id) along jobs_created_idx,
 * so `GET /api/job/fetch` streams 100k jobs without holding them all. The cursor keeps
 * created_at as PostgreSQL's text, because a JS Date would drop its microseconds.
 */
export async function* listJobs({ db, username }: { db: Database; username?: string }): AsyncGenerator<Job[]> {
  const exclusion = await exclusionFor(db, username);
  let cursor: { createdAt: string; jobId: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`${jobs.createdAt} <= ${cursor.createdAt}::timestamptz and (${jobs.createdAt} < ${cursor.createdAt}::timestamptz or ${jobs.jobId} > ${cursor.jobId})`
      : undefined;
    const rows = await db
      .select({ ...jobColumns, cursor: sql<string>`${jobs.createdAt}::text` })
      .from(jobs)
      .where(and(exclusion, after))
      .orderBy(newestFirst(jobs.createdAt), jobs.jobId)
      .limit(LIST_BATCH_SIZE);
    if (rows.length > 0) yield rows.map(toJob);
    if (rows.length < LIST_BATCH_SIZE) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.cursor, jobId: last.jobId };
  }
}

/** The headline numbers of the home page; each is one index-only count. */
export async function jobStats({ db }: { db: Database }) {
  const [totalJobs, totalRecruiters, totalCandidates] = await Promise.all([
    db.$count(jobs),
    db.$count(accounts, eq(accounts.role, 'recruiter')),
    db.$count(accounts, eq(accounts.role, 'candidate')),
  ]);
  return { totalJobs, totalRecruiters, totalCandidates };
}
