import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateSearchResult } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { TOO_MANY_SEARCHES } from '../lib/candidate-texts';
import { candidateSearchKeys } from './query-keys';

/** `GET /api/candidate/search` (recruiter token) with `params` as the page built them. */
export function searchCandidates(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<CandidateSearchResult> {
  return withApiErrors(
    apiRequest<CandidateSearchResult>(`/candidate/search?${params.toString()}`, {
      auth: 'recruiter',
      signal,
    }),
    { 0: FAILURE_TEXTS.unknown, 429: TOO_MANY_SEARCHES },
  );
}

/** Runs only for a signed-in recruiter (`recruiter` is their username). */
export function useCandidateSearch(params: URLSearchParams, recruiter: string | undefined) {
  const key = params.toString();
  return useQuery({
    queryKey: candidateSearchKeys.search(recruiter ?? '', key),
    queryFn: ({ signal }) => searchCandidates(new URLSearchParams(key), signal),
    enabled: Boolean(recruiter),
    // Keeps the current cards on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
