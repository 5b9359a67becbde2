import { useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { jobKeys } from './query-keys';

/** `DELETE /api/job/delete/{jobID}` with the owner's token; failures carry docs/product.md §8's "Delete" texts. */
export function deleteJob(jobID: string) {
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

/**
 * Deletes and refreshes the lists that showed the job. The open detail stays cached: it keeps
 * showing under the 'Deleted !' popup until the redirect.
 */
export function useDeleteJob(jobID: string) {
  const queryClient = useQueryClient();
  return async () => {
    await deleteJob(jobID);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
      queryClient.invalidateQueries({ queryKey: ['applications'] }),
    ]);
  };
}
