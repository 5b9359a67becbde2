/** Texts of the saved-searches API. */
export const savedSearchMessages = {
  notFound: 'No such saved search',
  deleted: 'Saved search deleted',
  tooMany: (max: number) =>
    `You can keep at most ${max} saved searches: delete one you no longer need first`,
  duplicate: (name: string) => `You already saved this search as "${name}"`,
} as const;
