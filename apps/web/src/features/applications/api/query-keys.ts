import type { ApplicationRef } from '@jobhunter/shared';
import { applicationKeys } from '@/api/applications/application-keys';

/**
 * Keys of the calls only the applicant panel makes. They sit under `applicationKeys.all`, so a move
 * or a refresh of the applications refreshes what a candidate sent too.
 */
export const applicantKeys = {
  detail: ({ jobID, candidateUsername }: ApplicationRef) =>
    [...applicationKeys.all, 'detail', jobID, candidateUsername] as const,
  resume: ({ jobID, candidateUsername }: ApplicationRef) =>
    [...applicationKeys.all, 'resume', jobID, candidateUsername] as const,
};
