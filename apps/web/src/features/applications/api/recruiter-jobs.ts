import { useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** `GET /api/applications/jobStatus?recruiterUsername=u` (recruiter token): the jobs u posted. */
export function fetchRecruiterJobs(recruiterUsername: string, signal?: AbortSignal) {
  return apiRequest<Job[]>('/applications/jobStatus', { query: { recruiterUsername }, auth: 'recruiter', signal });
}

export function useRecruiterJobs(recruiterUsername: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.recruiterJobs(recruiterUsername ?? ''),
    queryFn: ({ signal }) => fetchRecruiterJobs(recruiterUsername ?? '', signal),
    enabled: Boolean(recruiterUsername),
  });
}
