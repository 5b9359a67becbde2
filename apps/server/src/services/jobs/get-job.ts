import { eq } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobRoleOf, mayOnJob } from '../companies/job-access';
import { companyColumns, withCompany } from './job-company';
import { hiddenColumns, hiddenOf } from './job-hidden';
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
    .select({ ...jobColumns, ...screeningColumns, ...companyColumns, ...hiddenColumns })
    .from(jobs)
    .where(eq(jobs.jobId, jobId));
  // A job hidden by moderation is no job at all to the public: only its recruiters and admins see it.
  if (!row || (audience === 'public' && row.isHidden)) throw notFound(jobMessages.noSuchJob);
  return { ...withCompany(withScreening(toJob(row), row, audience), row), hidden: hiddenOf(row) };
}

/**
 * The job as its recruiters see it (knock-outs included), for a recruiter who may read it
 * (services/companies/job-access.ts), or null when they may not (or there is no such job).
 */
export async function getJobForRecruiter({
  db,
  jobId,
  recruiterId,
}: {
  db: Executor;
  jobId: string;
  recruiterId: string;
}): Promise<Job | null> {
  const { exists, role } = await jobRoleOf(db, { accountId: recruiterId, jobId });
  return exists && mayOnJob(role, 'read') ? getJob({ db, jobId, audience: 'owner' }) : null;
}
