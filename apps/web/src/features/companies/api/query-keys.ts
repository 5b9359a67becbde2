/** TanStack Query keys of the companies pages. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (slug: string) => ['companies', slug] as const,
};
