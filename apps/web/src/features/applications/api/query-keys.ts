import type { ApplicationRef } from '@jobhunter/shared';
import { applicationKeys } from '@/api/applications/application-keys';

/** Keys of the calls only the applicant panel makes. */
export const applicantKeys = {
  /** Under `applicationKeys.all`: a refresh of the applications refreshes what was sent too. */
  detail: ({ jobID, candidateUsername }: ApplicationRef) =>
    [...applicationKeys.all, 'detail', jobID, candidateUsername] as const,
  /** Apart from it: a sent CV never changes, so no refresh downloads the file again. */
  resume: ({ jobID, candidateUsername }: ApplicationRef) =>
    ['application-resume', jobID, candidateUsername] as const,
};
