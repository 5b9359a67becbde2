import type { Role } from '@jobhunter/shared';

/** Keys of the public profile lists and pages, which the home page and the profile pages both show. */
export const profileKeys = {
  list: (role: Role) => ['profiles', role] as const,
  topRecruiters: ['profiles', 'recruiter', 'home'] as const,
  /** Signing in or out changes what the server answers, so the viewer is part of the key. */
  detail: (role: Role, username: string, viewer: Role | undefined) =>
    ['profile', role, username, viewer ?? 'signed-out'] as const,
};
