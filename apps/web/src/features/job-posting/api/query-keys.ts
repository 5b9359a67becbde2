/** TanStack Query keys of the job form: never shared, so the form never starts from an older copy. */
export const jobPostingKeys = {
  reservedId: (username: string | undefined, round: number) =>
    ['job-posting', 'job-id', username, round] as const,
  edit: (jobID: string) => ['job-posting', 'edit', jobID] as const,
};
