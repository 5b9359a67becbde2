import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobIdReservations, jobs } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { jobMessages } from './messages';

/**
 * Deletes a job with its applications (and their status history and saves, by cascade) and frees
 * its ID reservation, in one transaction. Only the recruiter who posted it may.
 */
export async function deleteJob({ db, recruiterId, jobId }: { db: Database; recruiterId: string; jobId: string }) {
  await db.transaction(async (tx) => {
    const [job] = await tx.select({ recruiterId: jobs.recruiterId }).from(jobs).where(eq(jobs.jobId, jobId)).for('update');
    if (!job) throw notFound(jobMessages.noSuchJob);
    if (job.recruiterId !== recruiterId) throw forbidden(jobMessages.notOwner);
    await tx.delete(jobs).where(eq(jobs.jobId, jobId));
    await tx.delete(jobIdReservations).where(eq(jobIdReservations.jobId, jobId));
  });
}
