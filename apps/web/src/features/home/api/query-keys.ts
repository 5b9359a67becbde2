/** TanStack Query keys the home page alone reads (its jobs and recruiters use the shared factories). */
export const homeKeys = {
  jobStats: ['job-stats'] as const,
};
