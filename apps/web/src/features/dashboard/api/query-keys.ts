/**
 * TanStack Query keys the dashboard alone reads. Recommended jobs sit under `jobKeys.all`
 * (['jobs']) so that closing, editing or deleting a job refreshes them with every other job list.
 */
export const dashboardFeatureKeys = {
  recommendedJobs: (username: string) => ['jobs', 'recommended', username] as const,
};
