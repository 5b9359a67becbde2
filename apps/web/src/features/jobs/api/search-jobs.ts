import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobSearchResult } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { jobKeys } from './query-keys';

/**
 * `GET /api/job/search` with the page's URL query passed through as is (the URL is the search
 * state, so the API sees exactly what a shared link says).
 */
export async function searchJobs(params: URLSearchParams, signal?: AbortSignal): Promise<JobSearchResult> {
  const query = params.toString();
  try {
    return await apiRequest<JobSearchResult>(`/job/search${query ? `?${query}` : ''}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new ApiError(0, 'An unknown error occurred');
    throw error;
  }
}

/**
 * Spec: the list is fetched for whichever username is stored, so a candidate doesn't see the jobs
 * they applied to and a recruiter doesn't see their own. The username stays out of the page URL,
 * which is meant to be shared.
 */
export function useJobSearch(params: URLSearchParams) {
  const username = useSession().current?.username;
  const withViewer = new URLSearchParams(params);
  if (username) withViewer.set('username', username);
  const key = withViewer.toString();
  return useQuery({
    queryKey: jobKeys.search(key),
    queryFn: ({ signal }) => searchJobs(new URLSearchParams(key), signal),
    // Keeps the current cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
