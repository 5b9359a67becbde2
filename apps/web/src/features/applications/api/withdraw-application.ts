import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, AppliedJob } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/** `DELETE /api/applications/{jobID}` (candidate token): withdraws the candidate's own application for good. */
export function withdrawApplication(jobID: string) {
  return apiRequest<Application>(`/applications/${encodeURIComponent(jobID)}`, {
    method: 'DELETE',
    auth: 'candidate',
  });
}

/** Withdraws and marks the application withdrawn in the cached list, so the page updates without a reload. */
export function useWithdrawApplication(candidateUsername: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (application, jobID) => {
      queryClient.setQueryData<AppliedJob[]>(applicationKeys.candidate(candidateUsername), (jobs) =>
        jobs?.map((job) =>
          job.jobID === jobID
            ? { ...job, applicationStatus: application?.status ?? 'withdrawn' }
            : job,
        ),
      );
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.history({ jobID, candidateUsername }),
      });
    },
  });
}
