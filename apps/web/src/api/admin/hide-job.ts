import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { jobKeys } from '@/api/jobs/job-keys';
import { adminKeys } from './admin-keys';

/** `POST /api/admin/jobs/{jobID}/hide`: hides a job from everyone but its recruiters and admins, who read the reason. */
export function hideJob(jobID: string, reason: string) {
  return withApiErrors(
    apiRequest<unknown>(`/admin/jobs/${encodeURIComponent(jobID)}/hide`, {
      method: 'POST',
      body: { reason },
      auth: 'admin',
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useHideJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobID, reason }: { jobID: string; reason: string }) => hideJob(jobID, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
