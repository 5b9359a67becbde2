import type { JobSearchResult, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/**
 * `GET /api/job/search` with `params` passed through as is: the jobs page sends its URL query (the
 * URL is the search state, so the API sees exactly what a shared link says), the home page and the
 * similar jobs their own. `viewer` sends that user's token, which the server needs to honour a
 * `username` in the query.
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
