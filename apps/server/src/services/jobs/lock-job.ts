import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockJobAccess } from '../companies/job-access';
import { jobMessages } from './messages';
import { isOpenJob } from './open-job';

/**
 * The job an application is about to be added to, read FOR SHARE (services/applications/apply.ts
 * says why), with whether it is open now and what it asks of an application. 404 when there is
 * no such job or it is hidden.
 */
export async function lockJobForApplying(tx: Executor, jobId: string) {
  const [job] = await tx
    .select({
      jobId: jobs.jobId,
      designation: jobs.designation,
      companyName: jobs.companyName,
      questions: jobs.questions,
      resumeRequired: jobs.resumeRequired,
      open: sql<boolean>`${isOpenJob}`,
      hidden: sql<boolean>`${jobs.status} = 'hidden'`,
    })
    .from(jobs)
    .where(eq(jobs.jobId, jobId))
    .for('share');
  // Hidden by moderation, it is no job to candidates; a hide committed while this waited is seen here.
  if (!job || job.hidden) throw notFound(jobMessages.noSuchJob);
  return job;
}

/**
 * The job, locked FOR UPDATE for a change (edit, close, reopen, delete) by a recruiter who may act
 * on it, with their account and membership, in the order every writer of a recruiter's rows takes
 * them (services/companies/job-access.ts lockJobAccess). 404 no such job, 403 not theirs to change.
 */
export async function lockJobToChange(
  tx: Executor,
  { recruiterId, jobId }: { recruiterId: string; jobId: string },
) {
  await lockJobAccess(tx, { accountId: recruiterId, jobId, action: 'act', lockJob: true });
  const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, jobId));
  return job;
}
