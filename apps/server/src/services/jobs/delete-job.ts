import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobIdReservations, jobs } from '../../db/schema';
import type { JobChanges } from './job-cache';
import { lockJobToChange } from './lock-job';

/**
 * Deletes a job with its applications (and their status history and saves, by cascade) and frees
 * its ID reservation, in one transaction. Only a recruiter who may act on it may
 * (services/companies/job-access.ts): its poster, or an owner or recruiter of its company.
 *
 * Deleting the recruiter's account deletes the same rows from the account down (reservations, then
 * jobs). Locking the account row first (services/jobs/lock-job.ts) makes the two queue up
 * instead of each holding a row the other needs (PostgreSQL broke that deadlock by failing one of them: a 500).
 */
export async function deleteJob({
  db,
  jobChanges,
  recruiterId,
  jobId,
}: {
  db: Database;
  jobChanges: JobChanges;
  recruiterId: string;
  jobId: string;
}) {
  await db.transaction(async (tx) => {
    await lockJobToChange(tx, { recruiterId, jobId });
    await tx.delete(jobs).where(eq(jobs.jobId, jobId));
    await tx.delete(jobIdReservations).where(eq(jobIdReservations.jobId, jobId));
    await jobChanges.changed(tx, { kind: 'job', jobId });
  });
}
