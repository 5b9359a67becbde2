/** The candidate's saved searches: 'Save this search' on the jobs page refreshes `all`. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (username: string) => ['saved-searches', username] as const,
};
