import type { Role } from '@jobhunter/shared';

/** Routes of spec section 2 that several screens link to. */
export const LOGIN_PATH: Record<Role, string> = { candidate: '/CandidateLogin', recruiter: '/RecruiterLogin' };
export const DASHBOARD_PATH: Record<Role, string> = { candidate: '/CandidateDashboard', recruiter: '/RecruiterDashboard' };
export const PROFILE_PATH: Record<Role, (username: string) => string> = {
  candidate: (username) => `/Candidate/${encodeURIComponent(username)}`,
  recruiter: (username) => `/Recruiter/${encodeURIComponent(username)}`,
};
export const REGISTER_PATH: Record<Role, string> = {
  candidate: '/CandidatePersonalInformation',
  recruiter: '/RecruiterPersonalInformation',
};
export const jobPath = (jobID: string) => `/job/${encodeURIComponent(jobID)}`;
