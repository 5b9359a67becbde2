import type { ApplicationRef } from '@jobhunter/shared';

/**
 * TanStack Query keys of `/api/applications` (and the recruiter's own jobs with their counts):
 * applying, moving, closing or deleting anywhere refreshes `applicationKeys.all`.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  candidate: (username: string) => ['applications', 'candidate', username] as const,
  recruiterJobs: (username: string) => ['applications', 'recruiter', username] as const,
  myJobs: (username: string) => ['applications', 'recruiter', username, 'mine'] as const,
  applicants: (username: string, jobID: string) =>
    ['applications', 'recruiter', username, jobID] as const,
  history: ({ jobID, candidateUsername }: ApplicationRef) =>
    ['applications', 'history', jobID, candidateUsername] as const,
  notes: ({ jobID, candidateUsername }: ApplicationRef) =>
    ['applications', 'notes', jobID, candidateUsername] as const,
};
