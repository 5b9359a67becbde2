import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchInput } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { savedSearchKeys } from '@/api/saved-searches/saved-search-keys';

/** `POST /api/saved-searches` (candidate token) → 201 with the saved search. */
export function saveSearch(input: SavedSearchInput) {
  return apiRequest<SavedSearch>('/saved-searches', {
    method: 'POST',
    auth: 'candidate',
    body: input,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    // The job alerts list in account settings shows the new one next time it is opened.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
