import type { Job, JobStatus } from '@jobhunter/shared';
import { jobs } from '../../db/schema';
import { effectiveClosedAt, effectiveStatus } from './open-job';

/** The columns a `Job` is made of; every list selects only these (no search vector, no keys). */
export const jobColumns = {
  jobId: jobs.jobId,
  recruiterId: jobs.recruiterId,
  designation: jobs.designation,
  companyName: jobs.companyName,
  username: jobs.username,
  name: jobs.name,
  email: jobs.email,
  jobLocation: jobs.jobLocation,
  workEnvironment: jobs.workEnvironment,
  typeOfEmployment: jobs.typeOfEmployment,
  isFresherEligible: jobs.isFresherEligible,
  isVisaSponsored: jobs.isVisaSponsored,
  experienceRequiredInMonths: jobs.experienceRequiredInMonths,
  minCtc: jobs.minCtc,
  maxCtc: jobs.maxCtc,
  jobDescription: jobs.jobDescription,
  skillsRequired: jobs.skillsRequired,
  requiredLanguages: jobs.requiredLanguages,
  perksAndBenefits: jobs.perksAndBenefits,
  degreeRequired: jobs.degreeRequired,
  bond: jobs.bond,
  createdAt: jobs.createdAt,
  validThrough: jobs.validThrough,
  updatedAt: jobs.updatedAt,
  // What the job is now, expiry included (services/jobs/open-job.ts), not only what was stored.
  status: effectiveStatus,
  closedAt: effectiveClosedAt,
};

type StoredColumn = Exclude<keyof typeof jobColumns, 'status' | 'closedAt'>;
export type JobRow = { [K in StoredColumn]: (typeof jobs.$inferSelect)[K] } & {
  status: JobStatus;
  closedAt: Date | null;
};

/** A stored job in the API's shape: docs/product.md §3 field names, CTC as an object, createdAt ISO. */
export function toJob(row: JobRow): Job {
  return {
    jobID: row.jobId,
    designation: row.designation,
    company_name: row.companyName,
    username: row.username,
    name: row.name,
    email: row.email,
    job_location: row.jobLocation,
    work_environment: row.workEnvironment,
    type_of_employment: row.typeOfEmployment,
    isFresherEligible: row.isFresherEligible,
    isVisaSponsored: row.isVisaSponsored,
    experience_required_in_months: row.experienceRequiredInMonths,
    CTC: { minCTC: row.minCtc, maxCTC: row.maxCtc },
    job_description: row.jobDescription,
    skills_required: row.skillsRequired,
    required_languages: row.requiredLanguages,
    perks_and_benefits: row.perksAndBenefits,
    degree_required: row.degreeRequired,
    bond: row.bond,
    validThrough: row.validThrough,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt === null ? null : row.closedAt.toISOString(),
  };
}

/**
 * A job as a signed-out visitor sees it: the poster's email blank (the field stays, so clients that
 * read it keep working). Contact details are for signed-in accounts only (docs/product.md §6).
 */
export const withoutPosterEmail = (job: Job): Job => ({ ...job, email: '' });
