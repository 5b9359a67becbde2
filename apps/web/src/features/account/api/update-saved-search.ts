import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency, SavedSearch } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { savedSearchKeys } from '@/api/saved-searches/saved-search-keys';

export interface SavedSearchChange {
  name?: string;
  frequency?: AlertFrequency;
}

/** `PATCH /api/saved-searches/{id}` with a new name or frequency → the saved search. */
export function updateSavedSearch(id: string, change: SavedSearchChange) {
  return apiRequest<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: 'candidate',
    body: change,
  });
}

/** One per alert row, so each row shows its own saving state. */
export function useUpdateSavedSearch(username: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedSearchChange) => updateSavedSearch(id, change),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(username), (list) =>
        list?.map((item) => (item.id === id ? saved : item)),
      ),
  });
}
