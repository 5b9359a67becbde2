import { useQuery } from '@tanstack/react-query';
import type { MyJob } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/** `GET /api/job/mine` (recruiter token): the recruiter's own jobs, open and closed, newest first, with applicants counted by status. */
export function fetchMyJobs(signal?: AbortSignal) {
  return apiRequest<MyJob[]>('/job/mine', { auth: 'recruiter', signal });
}

export function useMyJobs(recruiterUsername: string | undefined) {
  return useQuery({
    // Under applicationKeys.all so that applying, moving or deleting anywhere refreshes the counts.
    queryKey: applicationKeys.myJobs(recruiterUsername ?? ''),
    queryFn: ({ signal }) => fetchMyJobs(signal),
    enabled: Boolean(recruiterUsername),
  });
}
