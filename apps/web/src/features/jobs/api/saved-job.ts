import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './query-keys';

/** `GET /api/saved-jobs/{jobID}` → {saved}: whether the signed-in candidate keeps this job. */
export function fetchSavedState(jobID: string, signal?: AbortSignal) {
  return apiRequest<{ saved: boolean }>(`/saved-jobs/${encodeURIComponent(jobID)}`, {
    auth: 'candidate',
    signal,
  });
}

/** `PUT` saves and `DELETE` unsaves `/api/saved-jobs/{jobID}`. */
export function setSaved(jobID: string, saved: boolean) {
  return apiRequest<unknown>(`/saved-jobs/${encodeURIComponent(jobID)}`, {
    method: saved ? 'PUT' : 'DELETE',
    auth: 'candidate',
  });
}

export function useSavedJob(jobID: string, candidateUsername: string | undefined) {
  const queryClient = useQueryClient();
  const key = jobKeys.saved(jobID, candidateUsername ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchSavedState(jobID, signal),
    enabled: Boolean(candidateUsername),
  });
  const mutation = useMutation({
    mutationFn: (saved: boolean) => setSaved(jobID, saved),
    onSuccess: (_reply, saved) => {
      queryClient.setQueryData(key, { saved });
      void queryClient.invalidateQueries({ queryKey: ['saved-jobs'] });
    },
  });
  return {
    saved: query.data?.saved ?? false,
    loading: query.isPending && Boolean(candidateUsername),
    mutation,
  };
}
