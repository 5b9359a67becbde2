/** TanStack Query keys of the jobs area; mutations use them to refresh what they changed. */
export const jobKeys = {
  all: ['jobs'] as const,
  searches: ['jobs', 'search'] as const,
  search: (params: string) => ['jobs', 'search', params] as const,
  detail: (jobID: string) => ['jobs', 'detail', jobID] as const,
  candidateScreening: (jobID: string, username: string) =>
    ['jobs', 'screening', 'candidate', jobID, username] as const,
  ownership: (jobID: string, username: string) =>
    ['jobs', 'screening', 'recruiter', jobID, username] as const,
  saved: (jobID: string, username: string) => ['jobs', 'saved', jobID, username] as const,
};
