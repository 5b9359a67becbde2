import type { Role } from '@jobhunter/shared';

/** TanStack Query keys the account pages alone read (saved searches use the shared factory). */
export const accountKeys = {
  emailPreferences: (role: Role, username: string) =>
    ['email-preferences', role, username] as const,
};
