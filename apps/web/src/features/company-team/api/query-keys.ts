/** TanStack Query keys of the company team pages. */
export const companyTeamKeys = {
  all: ['company-team'] as const,
  mine: () => ['company-team', 'mine'] as const,
};
