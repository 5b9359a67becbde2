import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';
import type { AlertedJob } from '../notifications/mail-job';

/** An email lists at most this many jobs per search; its count and its link to the search tell of the rest. */
export const MAX_LISTED_JOBS = 20;

/** The jobs as an alert email lists them, by job ID; only those still open (one closed meanwhile is not worth a mail). */
async function alertedJobs(tx: Executor, jobIds: string[]): Promise<Map<string, AlertedJob>> {
  if (jobIds.length === 0) return new Map();
  const rows = await tx
    .select({
      jobId: jobs.jobId,
      designation: jobs.designation,
      company: jobs.companyName,
      locations: jobs.jobLocation,
    })
    .from(jobs)
    .where(and(inArray(jobs.jobId, [...new Set(jobIds)]), isOpenJob));
  return new Map(
    rows.map(({ locations, ...job }) => [job.jobId, { ...job, location: locations.join(', ') }]),
  );
}

/** The open jobs of each search's matches, by saved search id. */
export async function jobsBySearch(
  tx: Executor,
  matches: { savedSearchId: string; jobId: string }[],
): Promise<Map<string, AlertedJob[]>> {
  const details = await alertedJobs(
    tx,
    matches.map((match) => match.jobId),
  );
  const bySearch = new Map<string, AlertedJob[]>();
  for (const { savedSearchId, jobId } of matches) {
    const job = details.get(jobId);
    if (!job) continue;
    const jobs = bySearch.get(savedSearchId);
    if (jobs) jobs.push(job);
    else bySearch.set(savedSearchId, [job]);
  }
  return bySearch;
}

/** "1 new job", "3 new jobs". */
export const newJobs = (count: number) => `${count} new job${count === 1 ? '' : 's'}`;
