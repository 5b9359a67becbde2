import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchResult, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { useSession } from '@/lib/session';
import { jobKeys } from '@/api/jobs/job-keys';

/**
 * `GET /api/job/search` with the page's URL query passed through as is (the URL is the search
 * state, so the API sees exactly what a shared link says).
 */
export function searchJobs(
  params: URLSearchParams,
  signal?: AbortSignal,
  viewer?: Role,
): Promise<JobSearchResult> {
  const query = params.toString();
  return withApiErrors(
    apiRequest<JobSearchResult>(`/job/search${query ? `?${query}` : ''}`, { signal, auth: viewer }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

/**
 * Spec: the list is fetched for whichever username is stored, so a candidate doesn't see the jobs
 * they applied to and a recruiter doesn't see their own. The username stays out of the page URL,
 * which is meant to be shared, and goes with that user's token.
 */
export function jobSearchQueryOptions(
  params: URLSearchParams,
  viewer?: { role: Role; username: string } | null,
) {
  const withViewer = new URLSearchParams(params);
  if (viewer) withViewer.set('username', viewer.username);
  const key = withViewer.toString();
  return queryOptions({
    queryKey: jobKeys.search(key),
    // The server honours the username only with that user's own token.
    queryFn: ({ signal }) => searchJobs(new URLSearchParams(key), signal, viewer?.role),
  });
}

export function useJobSearch(params: URLSearchParams) {
  const viewer = useSession().current;
  return useQuery({
    ...jobSearchQueryOptions(params, viewer),
    // Keeps the current cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
