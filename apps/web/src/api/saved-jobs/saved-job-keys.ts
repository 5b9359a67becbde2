/**
 * The candidate's saved jobs under one key: the Saved jobs page lists them and the job cards mark
 * them, and both read and update the same cached list, so the two screens always agree.
 */
export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  list: (username: string) => ['saved-jobs', username] as const,
};
