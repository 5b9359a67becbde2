import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { jobMessages } from './messages';
import { isOpenJob } from './open-job';

/**
 * The job an application is about to be added to, read FOR SHARE (services/applications/apply.ts
 * says why), with whether it is open now and what it asks of an application. 404 when there is
 * no such job.
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
    })
    .from(jobs)
    .where(eq(jobs.jobId, jobId))
    .for('share');
  if (!job) throw notFound(jobMessages.noSuchJob);
  return job;
}

/**
 * The owner's job, locked for a change (edit, close, reopen), in the order every writer of a
 * recruiter's rows takes them: the recruiter's account first (as deleting the account does, see
 * services/jobs/delete-job.ts), then the job FOR UPDATE. 404 no such job, 403 someone else's.
 */
export async function lockOwnJob(
  tx: Executor,
  { recruiterId, jobId }: { recruiterId: string; jobId: string },
) {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, recruiterId))
    .for('key share');
  const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, jobId)).for('update');
  if (!job) throw notFound(jobMessages.noSuchJob);
  if (job.recruiterId !== recruiterId) throw forbidden(jobMessages.notOwner);
  return job;
}
