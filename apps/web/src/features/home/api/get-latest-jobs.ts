import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from '@/api/jobs/job-keys';

interface JobPage {
  items: Job[];
  total: number;
  page: number;
  pageSize: number;
}

export const LATEST_JOBS_COUNT = 6;

export async function getLatestJobs() {
  const page = await apiRequest<JobPage>('/job/search', {
    query: { sort: 'newest', pageSize: LATEST_JOBS_COUNT },
  });
  return page.items.slice(0, LATEST_JOBS_COUNT);
}

export const latestJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.latest, queryFn: getLatestJobs, retry: false });

export function useLatestJobs() {
  return useQuery(latestJobsQueryOptions());
}
