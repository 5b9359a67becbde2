/** TanStack Query keys of the candidate search (the recruiter's jobs use the shared applicationKeys). */
export const candidateSearchKeys = {
  all: ['candidate-search'] as const,
  /** Per recruiter: another recruiter signing in on this browser never sees the last one's results. */
  search: (recruiter: string, params: string) => ['candidate-search', recruiter, params] as const,
};
