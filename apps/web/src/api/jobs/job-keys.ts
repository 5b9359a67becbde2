/**
 * TanStack Query keys of everything under `/api/job`, whichever feature shows it: closing, editing or
 * deleting a job refreshes `jobKeys.all`, which covers every list and detail of every feature.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  searches: ['jobs', 'search'] as const,
  search: (params: string) => ['jobs', 'search', params] as const,
  latest: ['jobs', 'latest'] as const,
  byRecruiter: (username: string) => ['jobs', 'by', username] as const,
  similar: (jobID: string, designation: string) => ['jobs', 'similar', jobID, designation] as const,
  detail: (jobID: string) => ['jobs', 'detail', jobID] as const,
  candidateScreening: (jobID: string, username: string) =>
    ['jobs', 'screening', 'candidate', jobID, username] as const,
  ownership: (jobID: string, username: string) =>
    ['jobs', 'screening', 'recruiter', jobID, username] as const,
  /** Whether the candidate keeps the job: every candidate's flag for it, or one candidate's. */
  savedState: (jobID: string) => ['jobs', 'saved', jobID] as const,
  saved: (jobID: string, username: string) => ['jobs', 'saved', jobID, username] as const,
};
