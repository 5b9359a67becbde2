import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jobKeys } from './query-keys';
import { screenCandidate } from './screening';

/** The popups of spec section 8 "Apply". */
export const APPLY_MESSAGES = {
  unauthorised: { title: 'Unauthorised Application !', description: 'User needs to login as candidate before applying' },
  duplicate: { title: 'Unauthorised Application !', description: 'Cannot apply for the same job again' },
  backend: { title: 'Oops!', description: 'Some issue at the backend. Please try later' },
  unexpected: { title: 'Error !', description: 'Unexpected error at the backend' },
  success: { title: 'Success', description: 'Applied for this job successfully' },
} as const;
export type ApplyOutcome = keyof typeof APPLY_MESSAGES;

/** Sorts a failure of the apply flow into the popup it shows. */
export function applyFailureOutcome(error: unknown): ApplyOutcome {
  if (!(error instanceof ApiError) || error.status === 0) return 'unexpected';
  if (error.status === 403) return 'duplicate';
  return 'backend';
}

/**
 * Spec section 4 "Apply flow": the screening check must succeed first, then the application is
 * sent with the candidate's profile and the job (the server keeps its own copies of both).
 */
export async function applyToJob(job: Job, candidateUsername: string | undefined): Promise<ApplyOutcome> {
  if (!candidateUsername || !job.jobID) return 'unauthorised';
  try {
    await screenCandidate(job.jobID, candidateUsername);
    const candidateProfile = await apiRequest<unknown>('/candidate/dashboard', { auth: 'candidate' });
    await apiRequest('/applications/create', {
      method: 'POST',
      body: { recruiterUsername: job.username, candidateProfile, job },
      auth: 'candidate',
    });
    return 'success';
  } catch (error) {
    return applyFailureOutcome(error);
  }
}

export function useApplyToJob(job: Job | undefined, candidateUsername: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (job ? applyToJob(job, candidateUsername) : ('unauthorised' as const)),
    onSuccess: async (outcome) => {
      if (!job || !candidateUsername || (outcome !== 'success' && outcome !== 'duplicate')) return;
      await queryClient.invalidateQueries({ queryKey: jobKeys.candidateScreening(job.jobID, candidateUsername) });
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
