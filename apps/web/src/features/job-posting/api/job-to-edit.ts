import { useQuery } from '@tanstack/react-query';
import { getJob } from '@/api/jobs/get-job';
import { jobPostingKeys } from './query-keys';

/**
 * The job the edit form starts from. Its own key, never the job page's cached copy: the form must
 * start from the job as it is now.
 */
export function useJobToEdit(jobID: string) {
  return useQuery({
    queryKey: jobPostingKeys.edit(jobID),
    queryFn: ({ signal }) => getJob(jobID, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
