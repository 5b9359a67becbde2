import { useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@jobhunter/shared';
import { applicationKeys } from '@/api/applications/application-keys';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { jobKeys } from './job-keys';

/** `DELETE /api/job/delete/{jobID}` with the owner's token; failures carry docs/product.md §8's "Delete" texts. */
export function deleteJob(jobID: string) {
  return withApiErrors(
    apiRequest<MessageResponse>(`/job/delete/${encodeURIComponent(jobID)}`, {
      method: 'DELETE',
      auth: 'recruiter',
    }),
    { 0: 'Network error occured while deleting job', failure: 'Failed to delete job' },
  );
}

/**
 * Deletes (from the job page or the recruitments list) and refreshes every list and count that
 * showed the job. What is cached about the deleted job itself (its detail, the owner check) is left
 * alone: the job page keeps showing it under the 'Deleted !' popup until the redirect.
 */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return async (jobID: string) => {
    await deleteJob(jobID);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({
        queryKey: jobKeys.all,
        predicate: (query) => !query.queryKey.includes(jobID),
      }),
    ]);
  };
}
