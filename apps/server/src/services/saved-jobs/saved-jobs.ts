import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, savedJobs } from '../../db/schema';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { notFound } from '../../lib/http-error';
import { accountMessages } from '../accounts/messages';
import { getJob } from '../jobs/get-job';
import { jobMessages } from '../jobs/messages';
import { jobColumns, toJob } from '../jobs/job-view';
import { newestFirst } from '../jobs/newest-first';

/** The saved job's reference to its job, as the migration names it. */
const SAVED_JOB_FK = 'saved_jobs_job_id_jobs_job_id_fk';

interface SavedJobOptions {
  db: Database;
  candidateId: string;
  jobId: string;
}

/** A candidate's saved jobs, most recently saved first; one hidden by moderation is left out while it is. */
export async function listSavedJobs({ db, candidateId }: { db: Database; candidateId: string }) {
  const rows = await db
    .select(jobColumns)
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.jobId, savedJobs.jobId))
    .where(and(eq(savedJobs.candidateId, candidateId), ne(jobs.status, 'hidden')))
    .orderBy(newestFirst(savedJobs.savedAt), savedJobs.jobId);
  return rows.map(toJob);
}

/**
 * Saves a job; saving it again keeps the first save. 404 when there is no such job (or it is
 * hidden), also when it is deleted meanwhile, or when the candidate is (an access token outlives a deleted account).
 */
export async function saveJob({ db, candidateId, jobId }: SavedJobOptions) {
  await getJob({ db, jobId, audience: 'public' });
  await db
    .insert(savedJobs)
    .values({ candidateId, jobId })
    .onConflictDoNothing()
    .catch((error: unknown) => {
      const constraint = foreignKeyViolation(error);
      if (constraint === undefined) throw error;
      throw notFound(
        constraint === SAVED_JOB_FK ? jobMessages.noSuchJob : accountMessages.notFound('candidate'),
      );
    });
}

/** Removes a save; removing one that isn't there is fine. */
export async function unsaveJob({ db, candidateId, jobId }: SavedJobOptions) {
  await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
}

export async function isJobSaved({ db, candidateId, jobId }: SavedJobOptions) {
  return (
    (await db.$count(
      savedJobs,
      and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)),
    )) > 0
  );
}
