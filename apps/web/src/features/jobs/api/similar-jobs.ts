import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { searchJobs } from '@/api/jobs/search-jobs';
import { jobKeys } from '@/api/jobs/job-keys';

export const SIMILAR_JOBS_COUNT = 3;

/**
 * Full-text query for jobs like this one: any word of its designation. `or` is websearch syntax;
 * other punctuation is dropped so a hyphen can't turn into "without this word".
 */
export function similarJobsQuery(designation: string) {
  const words = designation.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word !== 'or'))].join(' or ');
}

/** `GET /api/job/search` (open jobs only) by the designation's words, best match first, without this job. */
export async function fetchSimilarJobs(
  job: Pick<Job, 'jobID' | 'designation'>,
  signal?: AbortSignal,
): Promise<Job[]> {
  const q = similarJobsQuery(job.designation);
  if (!q) return [];
  const result = await searchJobs(
    new URLSearchParams({ q, sort: 'relevance', pageSize: String(SIMILAR_JOBS_COUNT + 1) }),
    signal,
  );
  return result.items.filter((item) => item.jobID !== job.jobID).slice(0, SIMILAR_JOBS_COUNT);
}

export const similarJobsQueryOptions = (job: Pick<Job, 'jobID' | 'designation'>) =>
  queryOptions({
    queryKey: jobKeys.similar(job.jobID, job.designation),
    queryFn: ({ signal }) => fetchSimilarJobs(job, signal),
    // Nice to have: a failure just hides the block.
    retry: false,
  });

export function useSimilarJobs(job: Pick<Job, 'jobID' | 'designation'>) {
  return useQuery(similarJobsQueryOptions(job));
}
