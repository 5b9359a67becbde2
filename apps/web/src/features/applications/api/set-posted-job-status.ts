import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** `POST /api/job/{jobID}/close` or `/reopen` (owner's token) from the recruitments list; 200 is the job. */
export function setPostedJobStatus(jobID: string, change: 'close' | 'reopen') {
  return apiRequest<Job>(`/job/${encodeURIComponent(jobID)}/${change}`, {
    method: 'POST',
    auth: 'recruiter',
  });
}

export function useSetPostedJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobID, change }: { jobID: string; change: 'close' | 'reopen' }) =>
      setPostedJobStatus(jobID, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        // The job page and the search lists show the status too.
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}
