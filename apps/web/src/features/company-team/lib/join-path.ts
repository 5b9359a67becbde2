/** The emailed invitation link's page, with its token: where sign-in and registration come back to. */
export const joinPath = (token: string) => `/join?${new URLSearchParams({ token })}`;

/** The recruiter's company page. */
export const COMPANY_TEAM_PATH = '/RecruiterDashboard/Company';
export const MY_RECRUITMENTS_PATH = '/RecruiterDashboard/MyRecruitments';
