import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { jobKeys } from '@/api/jobs/job-keys';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/jobs/{jobID}/unhide`: shows a hidden job again (it stays hidden while its poster is suspended). */
export function unhideJob(jobID: string) {
  return withApiErrors(
    apiRequest<unknown>(`/admin/jobs/${encodeURIComponent(jobID)}/unhide`, {
      method: 'POST',
      auth: 'admin',
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useUnhideJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobID: string) => unhideJob(jobID),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
