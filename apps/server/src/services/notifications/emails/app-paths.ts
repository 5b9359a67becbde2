// Paths of the web app's pages that emails and in-app notifications link to (apps/web/src/app/router.tsx).

/** A recruiter's applicants board for one job. */
export const applicantsPath = (jobId: string) =>
  `/RecruiterDashboard/MyRecruitments/${encodeURIComponent(jobId)}`;
/** A recruiter's applicants board for one job, with one applicant's panel open. */
export const applicantPath = (jobId: string, username: string) =>
  `${applicantsPath(jobId)}?applicant=${encodeURIComponent(username)}`;
/** A candidate's own applications. */
export const myApplicationsPath = '/CandidateDashboard/MyJobApplications';
/** A candidate's page of one application: its conversation and its interviews. */
export const myApplicationPath = (jobId: string) =>
  `${myApplicationsPath}/${encodeURIComponent(jobId)}`;
/** Either role's conversations. */
export const inboxPath = '/Messages';
export const jobPath = (jobId: string) => `/Job/${encodeURIComponent(jobId)}`;
export const candidateProfilePath = (username: string) =>
  `/Candidate/${encodeURIComponent(username)}`;
/**
 * The jobs page with a saved search's query. Re-encoded through URLSearchParams, so whatever the
 * stored text holds, the link has only URL-safe characters.
 */
export const allJobsPath = (query: string) => {
  const search = new URLSearchParams(query).toString();
  return search ? `/AllJobs?${search}` : '/AllJobs';
};
export const settingsPath = (role: 'candidate' | 'recruiter') =>
  role === 'candidate' ? '/CandidateDashboard/Settings' : '/RecruiterDashboard/Settings';
