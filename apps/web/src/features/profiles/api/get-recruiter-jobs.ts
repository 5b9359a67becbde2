import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** `GET /api/job/by/{username}` (public): the recruiter's open jobs, newest first. */
export async function getRecruiterJobs(username: string, signal?: AbortSignal) {
  try {
    return await apiRequest<Job[]>(`/job/by/${encodeURIComponent(username)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, 'Failed to fetch job details', error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
}

export const recruiterJobsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['jobs', 'by', username],
    queryFn: ({ signal }) => getRecruiterJobs(username, signal),
  });

export function useRecruiterJobs(username: string) {
  return useQuery(recruiterJobsQueryOptions(username));
}
