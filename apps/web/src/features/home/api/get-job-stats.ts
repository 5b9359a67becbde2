import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export interface JobStats {
  totalJobs: number;
  totalRecruiters: number;
  totalCandidates: number;
}

export function getJobStats() {
  return apiRequest<JobStats>('/job/stats');
}

/** Live counts for the home page; the page stays useful when they can't be loaded. */
export const jobStatsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.jobStats, queryFn: getJobStats, retry: false });

export function useJobStats() {
  return useQuery(jobStatsQueryOptions());
}
