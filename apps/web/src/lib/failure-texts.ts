import type { Role } from '@jobhunter/shared';

/** Failure texts of docs/product.md §8 that several API calls of the web app show. */
export const FAILURE_TEXTS = {
  unknown: 'An unknown error occurred',
  jobDetails: 'Failed to fetch job details',
  profileDetails: (role: Role) =>
    role === 'candidate'
      ? 'Failed to fetch candidate details'
      : 'Failed to fetch recruiter details',
} as const;
