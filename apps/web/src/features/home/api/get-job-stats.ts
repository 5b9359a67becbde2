import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface JobStats {
  totalJobs: number;
  totalRecruiters: number;
  totalCandidates: number;
}

export function getJobStats() {
  return apiRequest<JobStats>('/job/stats');
}

/** Live counts for the home page; the page stays useful when they can't be loaded. */
export function useJobStats() {
  return useQuery({ queryKey: ['job-stats'], queryFn: getJobStats, retry: false });
}
