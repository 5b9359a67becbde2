import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, jobIdReservations, jobs } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import type { JobChanges } from './job-cache';
import { jobMessages } from './messages';

/**
 * Deletes a job with its applications (and their status history and saves, by cascade) and frees
 * its ID reservation, in one transaction. Only the recruiter who posted it may.
 *
 * Deleting the recruiter's account deletes the same rows from the account down (reservations, then
 * jobs). Locking the account row first makes the two queue up instead of each holding a row the
 * other needs (PostgreSQL broke that deadlock by failing one of them: a 500).
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
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, recruiterId))
      .for('key share');
    const [job] = await tx
      .select({ recruiterId: jobs.recruiterId })
      .from(jobs)
      .where(eq(jobs.jobId, jobId))
      .for('update');
    if (!job) throw notFound(jobMessages.noSuchJob);
    if (job.recruiterId !== recruiterId) throw forbidden(jobMessages.notOwner);
    await tx.delete(jobs).where(eq(jobs.jobId, jobId));
    await tx.delete(jobIdReservations).where(eq(jobIdReservations.jobId, jobId));
    await jobChanges.changed(tx, { kind: 'job', jobId });
  });
}
