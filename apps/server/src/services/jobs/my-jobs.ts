import { APPLICATION_STATUSES, type ApplicantCounts, type MyJob } from '@jobhunter/shared';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, jobs } from '../../db/schema';
import { jobColumns, toJob } from './job-view';
import { newestFirst } from './newest-first';

/** One count per application status, zeros included: `count(*) filter (where status = …)`. */
const applicantCounts = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [
    status,
    sql<number>`count(*) filter (where ${applications.status} = ${status})`.mapWith(Number),
  ]),
) as Record<keyof ApplicantCounts, SQL.Aliased<number> | SQL<number>>;

/**
 * The signed-in recruiter's own jobs, open and closed, newest first, each with its applicants
 * counted by status: one query (jobs left join applications, grouped by job), however many jobs.
 */
export async function myJobs({
  db,
  recruiterId,
}: {
  db: Database;
  recruiterId: string;
}): Promise<MyJob[]> {
  const rows = await db
    .select({ job: jobColumns, applicants: applicantCounts })
    .from(jobs)
    .leftJoin(applications, eq(applications.jobId, jobs.jobId))
    .where(eq(jobs.recruiterId, recruiterId))
    .groupBy(jobs.jobId)
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  return rows.map((row) => ({ ...toJob(row.job), applicants: row.applicants as ApplicantCounts }));
}
