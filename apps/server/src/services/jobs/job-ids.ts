import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobIdReservations, jobs } from '../../db/schema';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { jobMessages } from './messages';

/** 409 unless the ID is neither reserved nor used by a job. */
export async function ensureJobIdFree({ db, jobId }: { db: Database; jobId: string }) {
  const [reserved, used] = await Promise.all([
    db.$count(jobIdReservations, eq(jobIdReservations.jobId, jobId)),
    db.$count(jobs, eq(jobs.jobId, jobId)),
  ]);
  if (reserved + used > 0) throw conflict(jobMessages.idTaken);
}

/**
 * Reserves the ID for this recruiter. The primary key gives one winner between concurrent
 * reservations; the job check covers jobs loaded without a reservation (bulk seed). An access
 * token outlives a deleted account, so the recruiter may be gone: that is a 404, as when posting.
 */
export async function reserveJobId({
  db,
  recruiterId,
  jobId,
}: {
  db: Database;
  recruiterId: string;
  jobId: string;
}) {
  if ((await db.$count(jobs, eq(jobs.jobId, jobId))) > 0) throw conflict(jobMessages.idTaken);
  const inserted = await db
    .insert(jobIdReservations)
    .values({ jobId, recruiterId })
    .onConflictDoNothing()
    .returning({ jobId: jobIdReservations.jobId })
    .catch((error: unknown) => {
      throw foreignKeyViolation(error) === undefined
        ? error
        : notFound(jobMessages.recruiterMissing);
    });
  if (inserted.length === 0) throw conflict(jobMessages.idTaken);
}

/** Gives up a reservation; only the recruiter holding it may. */
export async function releaseJobId({
  db,
  recruiterId,
  jobId,
}: {
  db: Database;
  recruiterId: string;
  jobId: string;
}) {
  const [reservation] = await db
    .select({ recruiterId: jobIdReservations.recruiterId })
    .from(jobIdReservations)
    .where(eq(jobIdReservations.jobId, jobId));
  if (!reservation) throw notFound(jobMessages.noSuchId);
  if (reservation.recruiterId !== recruiterId) throw forbidden(jobMessages.notIdHolder);
  await db.delete(jobIdReservations).where(eq(jobIdReservations.jobId, jobId));
}
