import { useInfiniteQuery } from '@tanstack/react-query';
import {
  RECOMMENDATIONS_MAX_PAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  type RecommendedJobsResult,
} from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { useSession } from '@/lib/session';
import { dashboardFeatureKeys } from './query-keys';

const FAILURE = 'Failed to fetch jobs for you';

/** `GET /api/job/recommended?page` (candidate token): open jobs matching the profile, best first, with why. */
export async function fetchRecommendedJobs(page: number, signal?: AbortSignal) {
  const result = await withApiErrors(
    apiRequest<RecommendedJobsResult>('/job/recommended', {
      auth: 'candidate',
      query: { page },
      signal,
    }),
    { 0: FAILURE_TEXTS.unknown, failure: FAILURE },
  );
  // Anything but a page of jobs (a proxy's error page, say) is a failure, not "no matches".
  if (!Array.isArray(result?.jobs)) throw new Error(FAILURE);
  return result;
}

/** A short page is the last one; the server never serves past RECOMMENDATIONS_MAX_PAGES. */
export function nextRecommendationsPage(last: RecommendedJobsResult, pageParam: number) {
  if (last.jobs.length < RECOMMENDATIONS_PAGE_SIZE) return undefined;
  return pageParam < RECOMMENDATIONS_MAX_PAGES ? pageParam + 1 : undefined;
}

/** The signed-in candidate's recommended jobs, page by page; off while no candidate is signed in. */
export function useRecommendedJobs() {
  const username = useSession().candidate?.username ?? '';
  return useInfiniteQuery({
    queryKey: dashboardFeatureKeys.recommendedJobs(username),
    queryFn: ({ pageParam, signal }) => fetchRecommendedJobs(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageParam) => nextRecommendationsPage(last, pageParam),
    enabled: Boolean(username),
  });
}
