import { useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { savedJobKeys } from './saved-job-keys';

/** `GET /api/saved-jobs` (candidate token): the candidate's saved jobs, most recent first. */
export function fetchSavedJobs(signal?: AbortSignal) {
  return apiRequest<Job[]>('/saved-jobs', { auth: 'candidate', signal });
}

/** The saved jobs list, or what `select` makes of it (the job cards only need the IDs). */
export function useSavedJobs<T = Job[]>(username: string | undefined, select?: (jobs: Job[]) => T) {
  return useQuery({
    queryKey: savedJobKeys.list(username ?? ''),
    queryFn: ({ signal }) => fetchSavedJobs(signal),
    enabled: Boolean(username),
    select,
  });
}
