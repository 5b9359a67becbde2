import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_WORK_ENVIRONMENT,
  MONTHS_PER_YEAR,
  yearsToMonths,
  type EmploymentType,
  type Job,
  type JobInput,
  type JobUpdateInput,
  type QuestionInput,
  type WorkEnvironment,
} from '@jobhunter/shared';
import { questionToSend } from './question-draft';

/** What the job form holds; experience is typed in years (docs/product.md §3) and sent in months. */
export interface JobDraft {
  designation: string;
  job_location: string[];
  work_environment: WorkEnvironment;
  type_of_employment: EmploymentType;
  isFresherEligible: boolean;
  isVisaSponsored: boolean;
  experienceYears: string;
  minCTC: string;
  maxCTC: string;
  job_description: string;
  skills_required: string[];
  required_languages: string[];
  perks_and_benefits: string;
  degree_required: string[];
  bond: string;
  /** "Applications close on": `YYYY-MM-DD`, or '' for no closing day. */
  validThrough: string;
  /** Screening questions, in the order candidates see them; knock-out rules included. */
  questions: QuestionInput[];
  resumeRequired: boolean;
}

export type ListField =
  'job_location' | 'skills_required' | 'required_languages' | 'degree_required';

/** docs/product.md §9 defaults; each list starts with one empty entry to type into. */
export function emptyDraft(): JobDraft {
  return {
    designation: '',
    job_location: [''],
    work_environment: DEFAULT_WORK_ENVIRONMENT,
    type_of_employment: DEFAULT_EMPLOYMENT_TYPE,
    isFresherEligible: false,
    isVisaSponsored: false,
    experienceYears: '',
    minCTC: '',
    maxCTC: '',
    job_description: '',
    skills_required: [''],
    required_languages: [''],
    perks_and_benefits: '',
    degree_required: [''],
    bond: '',
    validThrough: '',
    questions: [],
    resumeRequired: false,
  };
}

export interface RecruiterDetails {
  company_name: string;
  name: string;
  username: string;
  email: string;
}

const entries = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** A list as the form shows it: at least one entry to type into. */
const editable = (items: string[]) => (items.length ? [...items] : ['']);

/** Months as the form's years; two decimals are enough to get the same whole months back (max error 0.06 month). */
const monthsToYears = (months: string) => {
  const trimmed = months.trim();
  if (trimmed === '' || Number.isNaN(Number(trimmed))) return trimmed;
  return String(Math.round((Number(trimmed) / MONTHS_PER_YEAR) * 100) / 100);
};

/** The form filled from a posted job, for the edit page. */
export function draftFromJob(job: Job): JobDraft {
  return {
    designation: job.designation,
    job_location: editable(job.job_location),
    work_environment: job.work_environment,
    type_of_employment: job.type_of_employment,
    isFresherEligible: job.isFresherEligible,
    isVisaSponsored: job.isVisaSponsored,
    experienceYears: monthsToYears(job.experience_required_in_months),
    minCTC: job.CTC.minCTC,
    maxCTC: job.CTC.maxCTC,
    job_description: job.job_description,
    skills_required: editable(job.skills_required),
    required_languages: editable(job.required_languages),
    perks_and_benefits: job.perks_and_benefits,
    degree_required: editable(job.degree_required),
    bond: job.bond,
    validThrough: job.validThrough ?? '',
    questions: (job.questions ?? []).map((question) => ({ ...question })),
    resumeRequired: job.resumeRequired ?? false,
  };
}

/** The job's own fields as the API takes them (no job ID, no poster). */
export function jobFields(draft: JobDraft) {
  return {
    designation: draft.designation,
    job_location: entries(draft.job_location),
    work_environment: draft.work_environment,
    type_of_employment: draft.type_of_employment,
    isFresherEligible: draft.isFresherEligible,
    isVisaSponsored: draft.isVisaSponsored,
    experience_required_in_months: yearsToMonths(draft.experienceYears),
    CTC: { minCTC: draft.minCTC.trim(), maxCTC: draft.maxCTC.trim() },
    job_description: draft.job_description,
    skills_required: entries(draft.skills_required),
    required_languages: entries(draft.required_languages),
    perks_and_benefits: draft.perks_and_benefits,
    degree_required: entries(draft.degree_required),
    bond: draft.bond,
    validThrough: draft.validThrough === '' ? null : draft.validThrough,
    questions: draft.questions.map(questionToSend),
    resumeRequired: draft.resumeRequired,
  } satisfies Required<JobUpdateInput>;
}

/**
 * The body of `PATCH /api/job/{jobID}`: only the fields whose value differs from the job as it was
 * loaded. Unchanged fields stay out so that, e.g., a closing day already in the past is not sent
 * back (the server refuses past days) when the recruiter only fixed a typo.
 */
export function changedJobFields(initial: JobDraft, draft: JobDraft): JobUpdateInput {
  const before = jobFields(initial);
  const after = jobFields(draft);
  return Object.fromEntries(
    (Object.keys(after) as (keyof typeof after)[])
      .filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]))
      .map((key) => [key, after[key]]),
  ) as JobUpdateInput;
}

/**
 * Which form field a server issue's path (e.g. 'CTC.maxCTC', 'job_location.2') belongs to. A path
 * into one question ('questions.2.choices') has none here: it stands beside that question (see
 * question-errors.ts); only the list's own problems ('questions') belong to the whole list.
 */
export function draftFieldOf(path: string): keyof JobDraft | undefined {
  const [head, next] = path.split('.');
  if (head === 'questions' && next !== undefined) return undefined;
  if (head === 'CTC') return next === 'minCTC' ? 'minCTC' : 'maxCTC';
  if (head === 'experience_required_in_months') return 'experienceYears';
  return head in emptyDraft() ? (head as keyof JobDraft) : undefined;
}

/** The body of `POST /api/job/create`. Nothing is checked here: docs/product.md §5 leaves that to the server. */
export function toJobInput(
  draft: JobDraft,
  jobID: string,
  recruiter: RecruiterDetails,
): JobInput & RecruiterDetails {
  return {
    jobID,
    ...recruiter,
    ...jobFields(draft),
  };
}
