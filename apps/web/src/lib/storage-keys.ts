import type { AccountRole, Role } from '@jobhunter/shared';

/**
 * Local storage keys of docs/product.md §3 "Other": each role keeps its own tokens, username and photo;
 * `candidateUsername` / `recruiterUsername` also tell who is signed in and in which role; an admin's
 * session has keys of its own.
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
  // An operator has no profile, so no photo.
  admin: {
    accessToken: 'adminAccessToken',
    refreshToken: 'adminRefreshToken',
    username: 'adminUsername',
  },
} as const satisfies Record<AccountRole, Record<string, string>>;

/** Registration drafts (never containing the password), one per role. */
export const DRAFT_KEYS = {
  candidate: 'candidateRegistrationDraft',
  recruiter: 'recruiterRegistrationDraft',
} as const satisfies Record<Role, string>;
