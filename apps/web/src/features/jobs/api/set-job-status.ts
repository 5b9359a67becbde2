import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './query-keys';

export type StatusChange = 'close' | 'reopen';

/** `POST /api/job/{jobID}/close` or `/reopen` with the owner's token; 200 is the job as it now is. */
export function setJobStatus(jobID: string, change: StatusChange) {
  return apiRequest<Job>(`/job/${encodeURIComponent(jobID)}/${change}`, {
    method: 'POST',
    auth: 'recruiter',
  });
}

/** Closes or reopens, then shows the job as the server answered and refreshes the lists that show it. */
export function useSetJobStatus(jobID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => setJobStatus(jobID, change),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.detail(jobID), job);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobID) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]);
    },
  });
}
