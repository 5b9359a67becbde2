import { useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jobKeys } from './query-keys';

/** `DELETE /api/job/delete/{jobID}` with the owner's token; failures carry docs/product.md §8's "Delete" texts. */
export async function deleteJob(jobID: string) {
  try {
    return await apiRequest<MessageResponse>(`/job/delete/${encodeURIComponent(jobID)}`, {
      method: 'DELETE',
      auth: 'recruiter',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, 'Failed to delete job', error.body);
    throw new ApiError(0, 'Network error occured while deleting job', error);
  }
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
