import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { useSavedJobs } from '@/api/saved-jobs/get-saved-jobs';
import { savedJobKeys } from '@/api/saved-jobs/saved-job-keys';
import { setJobSaved } from '@/api/saved-jobs/set-job-saved';
import { jobKeys } from '@/api/jobs/job-keys';

const jobIds = (jobs: Job[]) => new Set(jobs.map((job) => job.jobID));

/** The IDs of the candidate's saved jobs: one request tells every card of a results page whether it is saved. */
export function useSavedJobIds(candidateUsername: string | undefined) {
  return useSavedJobs(candidateUsername, jobIds).data;
}

/** Saves or unsaves one job from a card; the list (and the job page's own flag) follow at once. */
export function useToggleSavedJob(candidateUsername: string | undefined) {
  const queryClient = useQueryClient();
  const key = savedJobKeys.list(candidateUsername ?? '');
  return useMutation({
    mutationFn: ({ job, saved }: { job: Job; saved: boolean }) => setJobSaved(job.jobID, saved),
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
