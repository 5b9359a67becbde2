import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { fetchSavedJobs, savedJobsKey } from '@/lib/saved-jobs-list';
import { jobKeys } from './query-keys';
import { setSaved } from './saved-job';

/** The IDs of the candidate's saved jobs: one request tells every card of a results page whether it is saved. */
export function useSavedJobIds(candidateUsername: string | undefined) {
  const query = useQuery({
    queryKey: savedJobsKey(candidateUsername ?? ''),
    queryFn: ({ signal }) => fetchSavedJobs(signal),
    enabled: Boolean(candidateUsername),
    select: (jobs) => new Set(jobs.map((job) => job.jobID)),
  });
  return query.data;
}

/** Saves or unsaves one job from a card; the list (and the job page's own flag) follow at once. */
export function useToggleSavedJob(candidateUsername: string | undefined) {
  const queryClient = useQueryClient();
  const key = savedJobsKey(candidateUsername ?? '');
  return useMutation({
    mutationFn: ({ job, saved }: { job: Job; saved: boolean }) => setSaved(job.jobID, saved),
    onSuccess: (_reply, { job, saved }) => {
      queryClient.setQueryData<Job[]>(key, (jobs = []) =>
        saved
          ? [job, ...jobs.filter((item) => item.jobID !== job.jobID)]
          : jobs.filter((item) => item.jobID !== job.jobID),
      );
      queryClient.setQueryData(jobKeys.saved(job.jobID, candidateUsername ?? ''), { saved });
    },
  });
}
