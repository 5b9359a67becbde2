import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationMessages, type AnswerInput, type Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { applicationKeys } from '@/api/applications/application-keys';
import { getDashboard } from '@/api/dashboard/get-dashboard';
import { jobKeys } from '@/api/jobs/job-keys';
import { screenCandidate } from './screening';

/** The popups of docs/product.md §8 "Apply", and one for a job that closed meanwhile. */
export const APPLY_MESSAGES = {
  unauthorised: {
    title: 'Unauthorised Application !',
    description: 'User needs to login as candidate before applying',
  },
  duplicate: {
    title: 'Unauthorised Application !',
    description: applicationMessages.alreadyApplied,
  },
  backend: { title: 'Oops!', description: 'Some issue at the backend. Please try later' },
  unexpected: { title: 'Error !', description: 'Unexpected error at the backend' },
  success: { title: 'Success', description: 'Applied for this job successfully' },
  // The server's 409 when the job closed before the application arrived.
  closed: { title: 'Applications closed', description: applicationMessages.jobClosed },
} as const;
export type ApplyOutcome = keyof typeof APPLY_MESSAGES;

/** What the candidate adds in the apply dialog: a cover letter and the answers to the job's questions. */
export interface ApplicationExtras {
  coverLetter?: string;
  answers?: AnswerInput[];
}

/** A 400 is about the form (a missing answer, the CV the job asks for): the dialog shows it. */
export const isFormProblem = (error: unknown) => error instanceof ApiError && error.status === 400;

/** Sorts a failure of the apply flow into the popup it shows. */
export function applyFailureOutcome(error: unknown): ApplyOutcome {
  if (!(error instanceof ApiError) || error.status === 0) return 'unexpected';
  if (error.status === 403) return 'duplicate';
  if (error.status === 409) return 'closed';
  return 'backend';
}

/**
 * docs/product.md §4 "Apply flow": the screening check must succeed first, then the application is
 * sent with the candidate's profile and the job (the server keeps its own copies of both, and of the
 * candidate's current CV), the cover letter and the answers. A problem with the form (400) is thrown
 * for the dialog to show; every other outcome is the popup to show.
 */
export async function applyToJob(
  job: Job,
  candidateUsername: string | undefined,
  { coverLetter, answers = [] }: ApplicationExtras = {},
): Promise<ApplyOutcome> {
  if (!candidateUsername || !job.jobID) return 'unauthorised';
  try {
    await screenCandidate(job.jobID, candidateUsername);
    const candidateProfile = await getDashboard('candidate');
    await apiRequest('/applications/create', {
      method: 'POST',
      body: {
        recruiterUsername: job.username,
        candidateProfile,
        job,
        ...(coverLetter?.trim() ? { coverLetter } : {}),
        answers,
      },
      auth: 'candidate',
    });
    return 'success';
  } catch (error) {
    if (isFormProblem(error)) throw error;
    return applyFailureOutcome(error);
  }
}

export function useApplyToJob(job: Job | undefined, candidateUsername: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (extras: ApplicationExtras = {}) =>
      job ? applyToJob(job, candidateUsername, extras) : ('unauthorised' as const),
    onSuccess: async (outcome) => {
      // The page still offers to apply: show the job as it is now (closed).
      if (job && outcome === 'closed')
        await queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.jobID) });
      if (!job || !candidateUsername || (outcome !== 'success' && outcome !== 'duplicate')) return;
      await queryClient.invalidateQueries({
        queryKey: jobKeys.candidateScreening(job.jobID, candidateUsername),
      });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
