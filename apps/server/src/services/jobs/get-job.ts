import { and, eq } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobColumns, toJob, type JobRow } from './job-view';
import { screeningColumns, withScreening, type JobAudience } from './job-screening';
import { jobMessages } from './messages';

/** The stored job row, or 404 "No such job exists". */
export async function findJobRow({ db, jobId }: { db: Executor; jobId: string }): Promise<JobRow> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.jobId, jobId));
  if (!row) throw notFound(jobMessages.noSuchJob);
  return row;
}

/**
 * One job with its questions as the audience may see them (services/jobs/job-screening.ts): the
 * owner's views (edit, close, reopen) pass `owner`, anything anyone else may read `public`.
 */
export async function getJob({
  db,
  jobId,
  audience,
}: {
  db: Executor;
  jobId: string;
  audience: JobAudience;
}): Promise<Job> {
  const [row] = await db
    .select({ ...jobColumns, ...screeningColumns })
    .from(jobs)
    .where(eq(jobs.jobId, jobId));
  if (!row) throw notFound(jobMessages.noSuchJob);
  return withScreening(toJob(row), row, audience);
}

/** The job as its owner sees it, or null when it is not this recruiter's (or there is none). */
export async function getOwnJob({
  db,
  jobId,
  recruiterId,
}: {
  db: Executor;
  jobId: string;
  recruiterId: string;
}): Promise<Job | null> {
  const [row] = await db
    .select({ ...jobColumns, ...screeningColumns })
    .from(jobs)
    .where(and(eq(jobs.jobId, jobId), eq(jobs.recruiterId, recruiterId)));
  return row ? withScreening(toJob(row), row, 'owner') : null;
}
