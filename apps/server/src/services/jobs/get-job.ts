import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobColumns, toJob, type JobRow } from './job-view';
import { jobMessages } from './messages';

/** The stored job row, or 404 "No such job exists". */
export async function findJobRow({ db, jobId }: { db: Executor; jobId: string }): Promise<JobRow> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.jobId, jobId));
  if (!row) throw notFound(jobMessages.noSuchJob);
  return row;
}

export async function getJob(options: { db: Executor; jobId: string }) {
  return toJob(await findJobRow(options));
}
