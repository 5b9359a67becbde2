import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { savedSearchKeys } from '@/api/saved-searches/saved-search-keys';

/** `DELETE /api/saved-searches/{id}`: the alert stops. */
export function deleteSavedSearch(id: string) {
  return apiRequest<unknown>(`/saved-searches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'candidate',
  });
}

export function useDeleteSavedSearch(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(username), (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
}
