import type { Role } from '@jobhunter/shared';

/** The `role` of a password-reset URL; a link without one (or with a wrong one) is a job seeker's. */
export function roleFromQuery(params: URLSearchParams): Role {
  return params.get('role') === 'recruiter' ? 'recruiter' : 'candidate';
}
