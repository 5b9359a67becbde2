import { useQuery } from '@tanstack/react-query';
import { savedSearchSchema, type SavedSearch } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/** The candidate's saved searches; 'Save this search' on the jobs page refreshes every ['saved-searches', …]. */
export const savedSearchesKey = (username: string) => ['saved-searches', username] as const;

/** `GET /api/saved-searches` (candidate token). */
export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return savedSearchSchema
    .array()
    .parse(await apiRequest<unknown>('/saved-searches', { auth: 'candidate', signal }));
}

export function useSavedSearches(username: string) {
  return useQuery({
    queryKey: savedSearchesKey(username),
    queryFn: ({ signal }) => fetchSavedSearches(signal),
  });
}
