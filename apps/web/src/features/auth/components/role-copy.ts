import type { Role } from '@jobhunter/shared';

/** Wording that differs between the candidate and recruiter sign-in screens. */
export const ROLE_COPY: Record<
  Role,
  { heading: string; subheading: string; welcome: string; registerLabel: string }
> = {
  candidate: {
    heading: 'Job Seeker Login',
    subheading: 'Sign in to track your applications and discover your next role.',
    welcome: 'Welcome Job Seeker',
    registerLabel: 'Register as Candidate',
  },
  recruiter: {
    heading: 'Recruiter Login',
    subheading: 'Sign in to post jobs and review the people who applied.',
    welcome: 'Welcome Recruiter',
    registerLabel: 'Register as Recruiter',
  },
};
