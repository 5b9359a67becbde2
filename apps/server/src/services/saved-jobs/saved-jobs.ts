import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, savedJobs } from '../../db/schema';
import { findJobRow } from '../jobs/get-job';
import { jobColumns, toJob } from '../jobs/job-view';
import { newestFirst } from '../jobs/newest-first';

interface SavedJobOptions {
  db: Database;
  candidateId: string;
  jobId: string;
}

/** A candidate's saved jobs, most recently saved first. */
export async function listSavedJobs({ db, candidateId }: { db: Database; candidateId: string }) {
  const rows = await db
    .select(jobColumns)
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.jobId, savedJobs.jobId))
    .where(eq(savedJobs.candidateId, candidateId))
    .orderBy(newestFirst(savedJobs.savedAt), savedJobs.jobId);
  return rows.map(toJob);
}

/** Saves a job; saving it again keeps the first save. 404 when there is no such job. */
export async function saveJob({ db, candidateId, jobId }: SavedJobOptions) {
  await findJobRow({ db, jobId });
  await db.insert(savedJobs).values({ candidateId, jobId }).onConflictDoNothing();
}

/** Removes a save; removing one that isn't there is fine. */
export async function unsaveJob({ db, candidateId, jobId }: SavedJobOptions) {
  await db.delete(savedJobs).where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
}

export async function isJobSaved({ db, candidateId, jobId }: SavedJobOptions) {
  return (await db.$count(savedJobs, and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)))) > 0;
}
