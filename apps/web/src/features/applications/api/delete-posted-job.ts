import { useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { applicationKeys } from './query-keys';

/** `DELETE /api/job/delete/{jobID}` from the recruitments list; failures carry docs/product.md §8's "Delete" texts. */
export async function deletePostedJob(jobID: string) {
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
