import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationStatus, ApplicationStatusUpdate } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import type { Applicant } from './job-applicants';
import { applicationKeys } from '@/api/applications/application-keys';

/** `PATCH /api/applications/status` by the job's owner; 409 when the candidate has withdrawn meanwhile. */
export function updateApplicationStatus(update: ApplicationStatusUpdate) {
  return apiRequest<{ message: string; application: Application }>('/applications/status', {
    method: 'PATCH',
    body: update,
    auth: 'recruiter',
  });
}

/**
 * Moves one applicant at once in the cached list (the board must not wait for the server), then
 * keeps the server's answer, or puts that one applicant back where it was when the server refuses.
 * Only the moved applicant is rolled back: another move made meanwhile stays.
 */
export function useUpdateApplicationStatus(
  recruiterUsername: string,
  jobID: string,
  onFailure?: (error: Error, update: ApplicationStatusUpdate) => void,
) {
  const queryClient = useQueryClient();
  const key = applicationKeys.applicants(recruiterUsername, jobID);
  const setStatus = (candidateUsername: string, status: ApplicationStatus) =>
    queryClient.setQueryData<Applicant[]>(key, (list) =>
      list?.map((applicant) =>
        applicant.username === candidateUsername
          ? { ...applicant, applicationStatus: status }
          : applicant,
      ),
    );

  return useMutation({
    mutationFn: updateApplicationStatus,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient
        .getQueryData<Applicant[]>(key)
        ?.find((applicant) => applicant.username === update.candidateUsername);
      setStatus(update.candidateUsername, update.status);
      return { previousStatus: previous?.applicationStatus };
    },
    // Here rather than in mutate()'s callbacks, which only hear about the latest of overlapping moves.
    onError: (error, update, context) => {
      if (context?.previousStatus) setStatus(update.candidateUsername, context.previousStatus);
      onFailure?.(error, update);
      // The refusal may mean the application changed under us (e.g. withdrawn): show what is true now.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (answer, update) => {
      setStatus(update.candidateUsername, answer?.application?.status ?? update.status);
    },
    onSettled: (_answer, _error, update) => {
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.history({ jobID, candidateUsername: update.candidateUsername }),
      });
    },
  });
}
