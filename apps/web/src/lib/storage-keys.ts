import type { Role } from '@jobhunter/shared';

/**
 * Local storage keys of docs/product.md §3 "Other": each role keeps its own tokens, username and photo;
 * `candidateUsername` / `recruiterUsername` also tell who is signed in and in which role.
 */
export const STORAGE_KEYS = {
  candidate: {
    accessToken: 'candidateAccessToken',
    refreshToken: 'candidateRefreshToken',
    username: 'candidateUsername',
    photo: 'candidatePhoto',
  },
  recruiter: {
    accessToken: 'recruiterAccessToken',
    refreshToken: 'recruiterRefreshToken',
    username: 'recruiterUsername',
    photo: 'recruiterPhoto',
  },
} as const satisfies Record<Role, Record<string, string>>;

/** Registration drafts (never containing the password), one per role. */
export const DRAFT_KEYS = {
  candidate: 'candidateRegistrationDraft',
  recruiter: 'recruiterRegistrationDraft',
} as const satisfies Record<Role, string>;
