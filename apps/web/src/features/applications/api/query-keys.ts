import type { ApplicationRef } from '@jobhunter/shared';

/** TanStack Query keys of the applications area (the jobs area refreshes ['applications'] after applying or deleting). */
export const applicationKeys = {
  all: ['applications'] as const,
  self: (role: string, username: string) => ['applications', 'self', role, username] as const,
  candidate: (username: string) => ['applications', 'candidate', username] as const,
  recruiterJobs: (username: string) => ['applications', 'recruiter', username] as const,
  applicants: (username: string, jobID: string) =>
    ['applications', 'recruiter', username, jobID] as const,
  job: (jobID: string) => ['applications', 'job', jobID] as const,
  history: ({ jobID, candidateUsername }: ApplicationRef) =>
    ['applications', 'history', jobID, candidateUsername] as const,
  notes: ({ jobID, candidateUsername }: ApplicationRef) =>
    ['applications', 'notes', jobID, candidateUsername] as const,
};
