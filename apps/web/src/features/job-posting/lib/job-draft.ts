import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_WORK_ENVIRONMENT,
  yearsToMonths,
  type EmploymentType,
  type JobInput,
  type WorkEnvironment,
} from '@jobhunter/shared';

/** What the job form holds; experience is typed in years (spec section 3) and sent in months. */
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
}

export type ListField = 'job_location' | 'skills_required' | 'required_languages' | 'degree_required';

/** Spec section 9 defaults; each list starts with one empty entry to type into. */
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
  };
}

export interface RecruiterDetails {
  company_name: string;
  name: string;
  username: string;
  email: string;
}

const entries = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** The body of `POST /api/job/create`. Nothing is checked here: spec section 5 leaves that to the server. */
export function toJobInput(draft: JobDraft, jobID: string, recruiter: RecruiterDetails): JobInput & RecruiterDetails {
  return {
    jobID,
    ...recruiter,
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
  };
}
