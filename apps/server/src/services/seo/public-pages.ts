/** The web app's public pages that take no parameter: /sitemaps/pages.xml lists them. */
export const PUBLIC_PAGES = [
  '/',
  '/AllJobs',
  '/Companies',
  '/TopRecruiters',
  '/ExceptionalCandidates',
] as const;

/**
 * Pages of the web app (apps/web/src/app/router.tsx) that crawlers have no business with: the API,
 * anything behind a sign-in, forms, and links from emails that carry a token.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/CandidateDashboard',
  '/RecruiterDashboard',
  '/JobPosting',
  '/Notifications',
  '/CommonAuthentication',
  '/Login',
  '/CandidateLogin',
  '/RecruiterLogin',
  '/ForgotPassword',
  '/reset-password',
  '/unsubscribe',
  '/join',
  // The registration wizards' steps.
  ...['Candidate', 'Recruiter'].flatMap((role) =>
    ['PersonalInformation', 'ConventionalEducation', 'SkillsAndExperience', 'Present'].map(
      (step) => `/${role}${step}`,
    ),
  ),
  // A job's edit form (/Job/:jobID/Edit, /job/:jobID/Edit).
  '/*/Edit',
  '/metrics',
] as const;
