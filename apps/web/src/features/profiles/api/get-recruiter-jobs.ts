import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from '@/api/jobs/job-keys';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/** `GET /api/job/by/{username}` (public): the recruiter's open jobs, newest first. */
export function getRecruiterJobs(username: string, signal?: AbortSignal) {
  return withApiErrors(apiRequest<Job[]>(`/job/by/${encodeURIComponent(username)}`, { signal }), {
    0: FAILURE_TEXTS.unknown,
    failure: FAILURE_TEXTS.jobDetails,
  });
}

export const recruiterJobsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: jobKeys.byRecruiter(username),
    queryFn: ({ signal }) => getRecruiterJobs(username, signal),
  });

export function useRecruiterJobs(username: string) {
  return useQuery(recruiterJobsQueryOptions(username));
}
