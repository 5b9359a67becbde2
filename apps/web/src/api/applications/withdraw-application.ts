import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationStatus, AppliedJob } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';
import { jobKeys } from '@/api/jobs/job-keys';

/** `DELETE /api/applications/{jobID}` (candidate token): withdraws the candidate's own application for good. */
export function withdrawApplication(jobID: string) {
  return apiRequest<Application>(`/applications/${encodeURIComponent(jobID)}`, {
    method: 'DELETE',
    auth: 'candidate',
  });
}

/** Withdrawing is offered until it has happened: the server takes it in any other status. */
export const canWithdraw = (status: ApplicationStatus) => status !== 'withdrawn';

/**
 * Withdraws, marks the application withdrawn in the cached list (so a page showing it updates
 * without a reload), and reads the job page's application status again before it settles.
 */
export function useWithdrawApplication(candidateUsername: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: async (application, jobID) => {
      queryClient.setQueryData<AppliedJob[]>(applicationKeys.candidate(candidateUsername), (jobs) =>
        jobs?.map((job) =>
          job.jobID === jobID
            ? { ...job, applicationStatus: application?.status ?? 'withdrawn' }
            : job,
        ),
      );
      // The list above already holds the server's answer: marked stale, it is read again on its next visit.
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.candidate(candidateUsername),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.history({ jobID, candidateUsername }),
      });
      await queryClient.invalidateQueries({
        queryKey: jobKeys.candidateScreening(jobID, candidateUsername),
      });
    },
  });
}
