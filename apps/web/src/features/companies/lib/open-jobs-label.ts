/** "1 open job", "3 open jobs", "No open jobs". */
export const openJobsLabel = (count: number) =>
  count === 0 ? 'No open jobs' : `${count} open ${count === 1 ? 'job' : 'jobs'}`;
