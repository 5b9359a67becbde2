import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { jobKeys } from '@/api/jobs/job-keys';
import { savedJobKeys } from '@/api/saved-jobs/saved-job-keys';
import { setJobSaved } from '@/api/saved-jobs/set-job-saved';

/** Removes a job and drops it from the cached list at once; the job page's own saved flag is refreshed too. */
export function useUnsaveJob(username: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobID: string) => setJobSaved(jobID, false),
    onSuccess: (_reply, jobID) => {
      queryClient.setQueryData<Job[]>(savedJobKeys.list(username ?? ''), (jobs) =>
        jobs?.filter((job) => job.jobID !== jobID),
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.savedState(jobID) });
    },
  });
}
