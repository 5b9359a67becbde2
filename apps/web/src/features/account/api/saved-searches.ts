import { useQuery } from '@tanstack/react-query';
import { savedSearchSchema, type SavedSearch } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { savedSearchKeys } from '@/api/saved-searches/saved-search-keys';

/** `GET /api/saved-searches` (candidate token). */
export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return savedSearchSchema
    .array()
    .parse(await apiRequest<unknown>('/saved-searches', { auth: 'candidate', signal }));
}

export function useSavedSearches(username: string) {
  return useQuery({
    queryKey: savedSearchKeys.list(username),
    queryFn: ({ signal }) => fetchSavedSearches(signal),
  });
}
