import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { applicationKeys } from '@/api/applications/application-keys';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

export type StatusChange = 'close' | 'reopen';

/** `POST /api/job/{jobID}/close` or `/reopen` with the owner's token; 200 is the job as it now is. */
export function setJobStatus(jobID: string, change: StatusChange) {
  return apiRequest<Job>(`/job/${encodeURIComponent(jobID)}/${change}`, {
    method: 'POST',
    auth: 'recruiter',
  });
}

/**
 * Closes or reopens (from the job page or the recruitments list), shows the job as the server
 * answered and refreshes everything that shows its status: the job page, the searches and the counts.
 */
export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobID, change }: { jobID: string; change: StatusChange }) =>
      setJobStatus(jobID, change),
    onSuccess: async (job, { jobID }) => {
      queryClient.setQueryData(jobKeys.detail(jobID), job);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
    },
  });
}
