import type { Job } from '@jobhunter/shared';

/**
 * Pages loaded one after another can repeat a job that moved up between two loads; it keeps the
 * place it was first shown in, so the list never shows it twice or jumps.
 */
export function firstOfEachJob<T extends Pick<Job, 'jobID'>>(jobs: T[]): T[] {
  const seen = new Set<string>();
  return jobs.filter((job) => {
    if (seen.has(job.jobID)) return false;
    seen.add(job.jobID);
    return true;
  });
}
