import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from '@/api/jobs/job-keys';
import { savedJobKeys } from '@/api/saved-jobs/saved-job-keys';
import { setJobSaved } from '@/api/saved-jobs/set-job-saved';

/** `GET /api/saved-jobs/{jobID}` → {saved}: whether the signed-in candidate keeps this job. */
export function fetchSavedState(jobID: string, signal?: AbortSignal) {
  return apiRequest<{ saved: boolean }>(`/saved-jobs/${encodeURIComponent(jobID)}`, {
    auth: 'candidate',
    signal,
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
    mutationFn: (saved: boolean) => setJobSaved(jobID, saved),
    onSuccess: (_reply, saved) => {
      queryClient.setQueryData(key, { saved });
      void queryClient.invalidateQueries({ queryKey: savedJobKeys.all });
    },
  });
  return {
    saved: query.data?.saved ?? false,
    loading: query.isPending && Boolean(candidateUsername),
    mutation,
  };
}
