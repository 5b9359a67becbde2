import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobKeys } from '@/api/jobs/job-keys';
import { searchJobs } from '@/api/jobs/search-jobs';

export const LATEST_JOBS_COUNT = 6;

/** The newest open jobs for the home page, by the same search the jobs page uses. */
export async function getLatestJobs(signal?: AbortSignal) {
  const page = await searchJobs(
    new URLSearchParams({ sort: 'newest', pageSize: String(LATEST_JOBS_COUNT) }),
    signal,
  );
  return page.items.slice(0, LATEST_JOBS_COUNT);
}

export const latestJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.latest,
    queryFn: ({ signal }) => getLatestJobs(signal),
    retry: false,
  });

export function useLatestJobs() {
  return useQuery(latestJobsQueryOptions());
}
