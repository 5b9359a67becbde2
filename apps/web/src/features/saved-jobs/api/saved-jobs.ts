import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { fetchSavedJobs, savedJobsKey } from '@/lib/saved-jobs-list';

/** `DELETE /api/saved-jobs/{jobID}`. */
export function unsaveJob(jobID: string) {
  return apiRequest<unknown>(`/saved-jobs/${encodeURIComponent(jobID)}`, {
    method: 'DELETE',
    auth: 'candidate',
  });
}

export function useSavedJobs(username: string | undefined) {
  return useQuery({
    queryKey: savedJobsKey(username ?? ''),
    queryFn: ({ signal }) => fetchSavedJobs(signal),
    enabled: Boolean(username),
  });
}

/** Removes a job and drops it from the cached list at once; the job page's own saved flag is refreshed too. */
export function useUnsaveJob(username: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveJob,
    onSuccess: (_reply, jobID) => {
      queryClient.setQueryData<Job[]>(savedJobsKey(username ?? ''), (jobs) =>
        jobs?.filter((job) => job.jobID !== jobID),
      );
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'saved', jobID] });
    },
  });
}
