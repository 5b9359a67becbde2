import { useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { applicationKeys } from './query-keys';

/** `DELETE /api/job/delete/{jobID}` from the recruitments list; failures carry docs/product.md §8's "Delete" texts. */
export function deletePostedJob(jobID: string) {
  return withApiErrors(
    apiRequest<MessageResponse>(`/job/delete/${encodeURIComponent(jobID)}`, {
      method: 'DELETE',
      auth: 'recruiter',
    }),
    {
      0: 'Network error occured while deleting job',
      failure: 'Failed to delete job',
    },
  );
}

export function useDeletePostedJob() {
  const queryClient = useQueryClient();
  return async (jobID: string) => {
    await deletePostedJob(jobID);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['jobs'] }),
    ]);
  };
}
