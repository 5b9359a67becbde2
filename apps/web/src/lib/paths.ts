import type { AccountRole, Role } from '@jobhunter/shared';

/** Routes of docs/product.md §2 that several screens link to. */
export const LOGIN_PATH: Record<AccountRole, string> = {
  candidate: '/CandidateLogin',
  recruiter: '/RecruiterLogin',
  admin: '/AdminLogin',
};
export const DASHBOARD_PATH: Record<Role, string> = {
  candidate: '/CandidateDashboard',
  recruiter: '/RecruiterDashboard',
};
export const PROFILE_PATH: Record<Role, (username: string) => string> = {
  candidate: (username) => `/Candidate/${encodeURIComponent(username)}`,
  recruiter: (username) => `/Recruiter/${encodeURIComponent(username)}`,
};
export const REGISTER_PATH: Record<Role, string> = {
  candidate: '/CandidatePersonalInformation',
  recruiter: '/RecruiterPersonalInformation',
};
export const jobPath = (jobID: string) => `/job/${encodeURIComponent(jobID)}`;
export const EDIT_PROFILE_PATH: Record<Role, string> = {
  candidate: '/CandidateDashboard/EditProfile',
  recruiter: '/RecruiterDashboard/EditProfile',
};
export const SETTINGS_PATH: Record<Role, string> = {
  candidate: '/CandidateDashboard/Settings',
  recruiter: '/RecruiterDashboard/Settings',
};
/** The 'Forgot password?' request page; the emailed link opens /reset-password?role=…&token=…. */
export const forgotPasswordPath = (role: Role) => `/ForgotPassword?role=${role}`;
/** Recruiters' candidate search. */
export const FIND_CANDIDATES_PATH = '/RecruiterDashboard/FindCandidates';
/** The job's edit form (only its poster may use it). */
export const editJobPath = (jobID: string) => `/Job/${encodeURIComponent(jobID)}/Edit`;
/** Applicants of one job, for its poster. */
export const applicantsPath = (jobID: string) =>
  `/RecruiterDashboard/MyRecruitments/${encodeURIComponent(jobID)}`;
/** A company's page; links to it are hidden when the company has no slug (an empty name). */
export const companyPath = (slug: string) => `/Company/${encodeURIComponent(slug)}`;

/**
 * Where a page that needs a role sends a signed-out visitor: the role's login page, told to come
 * back to `next` (a path inside the app) after a successful login.
 */
export const loginPath = (role: AccountRole, next?: string) =>
  next ? `${LOGIN_PATH[role]}?${new URLSearchParams({ next })}` : LOGIN_PATH[role];

/**
 * The `next` a login page may follow: only a path of this app ("/Job/42"), never another origin
 * ("//evil.example", "https://…") or a backslash trick browsers read as one.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** A candidate's own application to one job: its status, interviews and conversation. */
export const myApplicationPath = (jobID: string) =>
  `/CandidateDashboard/MyJobApplications/${encodeURIComponent(jobID)}`;
/** A job's applicants with one applicant's panel open. */
export const applicantPath = (jobID: string, username: string) =>
  `${applicantsPath(jobID)}?${new URLSearchParams({ applicant: username })}`;
/** Every conversation of the signed-in account. */
export const INBOX_PATH = '/Messages';

/** The moderators' area: the reports queue, one target's reports and actions, the audit log. */
export const ADMIN_PATH = '/Admin';
export const ADMIN_AUDIT_PATH = '/Admin/Audit';
export const adminJobPath = (jobID: string) => `/Admin/Job/${encodeURIComponent(jobID)}`;
export const adminAccountPath = (role: Role, username: string) =>
  `/Admin/Account/${role}/${encodeURIComponent(username)}`;
