// Business constants of docs/product.md §9, shared by the server and the web app.
export const ROLES = ['candidate', 'recruiter'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Every kind of account that signs in: the two public roles, and the site's operators (`admin`),
 * who have no profile, are created only from the command line and moderate reports.
 */
export const ACCOUNT_ROLES = [...ROLES, 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * A recruiter's role in their company: `owner` does everything, members too; `recruiter` everything
 * on the company's jobs; `viewer` reads applicants, notes and messages and changes nothing.
 */
export const COMPANY_ROLES = ['owner', 'recruiter', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const GENDERS = ['male', 'female', 'transgender'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'male';

export const WORK_ENVIRONMENTS = ['Remote', 'Hybrid', 'On-site'] as const;
export type WorkEnvironment = (typeof WORK_ENVIRONMENTS)[number];
export const DEFAULT_WORK_ENVIRONMENT: WorkEnvironment = 'Hybrid';

export const EMPLOYMENT_TYPES = [
  'Full-time',
  'Part-time',
  'Contract-based',
  'Project-based',
  'Internship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'Full-time';

/** The stages a recruiter moves an application through: the columns of the pipeline board, in order. */
export const PIPELINE_STATUSES = [
  'applied',
  'reviewing',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** Every status an application can have: the pipeline's, or `withdrawn` by the candidate (final). */
export const APPLICATION_STATUSES = [...PIPELINE_STATUSES, 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How each application status reads, on screen and in emails alike. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  reviewing: 'Under review',
  interview: 'Interview',
  offer: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const WIZARD_STEPS = 4;
export const MONTHS_PER_YEAR = 12;
export const TOKEN_REFRESH_LEAD_MS = 30_000;
export const JOB_CARD_SKILLS = 3;
export const APPLICANT_CARD_SKILLS = 4;

/** Orders of `GET /api/job/search` (schemas/search.ts); here, free of zod, for the jobs list's sort menu. */
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
