import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobUpdateInput } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';
import { jobKeys } from '@/api/jobs/job-keys';

/** `PATCH /api/job/{jobID}` with the owner's token: only the fields named change; 200 is the job as it now is. */
export function updateJob(jobID: string, changes: JobUpdateInput) {
  return apiRequest<Job>(`/job/${encodeURIComponent(jobID)}`, {
    method: 'PATCH',
    body: changes,
    auth: 'recruiter',
  });
}

export function useUpdateJob(jobID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: JobUpdateInput) => updateJob(jobID, changes),
    onSuccess: async (job) => {
      // The job page shows the new version at once.
      queryClient.setQueryData(jobKeys.detail(jobID), job);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
    },
  });
}
