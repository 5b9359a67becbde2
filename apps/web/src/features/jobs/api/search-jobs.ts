import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@jobhunter/shared';
import { searchJobs } from '@/api/jobs/search-jobs';
import { useSession } from '@/lib/session';
import { jobKeys } from '@/api/jobs/job-keys';

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
