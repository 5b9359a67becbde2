import type { jobInputSchema } from '@jobhunter/shared';
import type { z } from 'zod';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { jobs } from '../../db/schema';
import { searchVector } from '../search';

export type JobFields = Omit<z.output<typeof jobInputSchema>, 'jobID'>;
export interface JobPoster {
  recruiterId: string;
  username: string;
  name: string;
  email: string;
  companyName: string;
}

/** "12", "1,200.5" → 12, 1201; empty → null: the numbers filters and sorts compare. */
const whole = (value: string) => (value === '' ? null : Math.round(Number(value)));

/** The row to insert for a job: the fields as posted, the poster, and the derived search columns. */
export function jobValues(
  jobId: string,
  fields: JobFields,
  poster: JobPoster,
): PgInsertValue<typeof jobs> {
  return { jobId, ...poster, ...jobFieldValues(fields, poster.companyName) };
}

/**
 * The columns a job's own fields decide, with every search column derived from them (search
 * vector, location/skill keys, parsed numbers): an edit writes all of them in one UPDATE, so the
 * search index never lags behind the job.
 */
export function jobFieldValues(fields: JobFields, companyName: string) {
  return {
    designation: fields.designation,
    jobLocation: fields.job_location,
    workEnvironment: fields.work_environment,
    typeOfEmployment: fields.type_of_employment,
    isFresherEligible: fields.isFresherEligible,
    isVisaSponsored: fields.isVisaSponsored,
    experienceRequiredInMonths: fields.experience_required_in_months,
    minCtc: fields.CTC.minCTC,
    maxCtc: fields.CTC.maxCTC,
    experienceMonths: whole(fields.experience_required_in_months),
    minCtcUsd: whole(fields.CTC.minCTC),
    maxCtcUsd: whole(fields.CTC.maxCTC),
    jobDescription: fields.job_description,
    skillsRequired: fields.skills_required,
    requiredLanguages: fields.required_languages,
    perksAndBenefits: fields.perks_and_benefits,
    degreeRequired: fields.degree_required,
    bond: fields.bond,
    validThrough: fields.validThrough,
    questions: fields.questions,
    resumeRequired: fields.resumeRequired,
    locationKeys: fields.job_location.map((entry) => entry.toLowerCase()),
    skillKeys: fields.skills_required.map((entry) => entry.toLowerCase()),
    searchVector: searchVector({
      designation: fields.designation,
      companyName,
      skills: fields.skills_required.join(' '),
      locations: fields.job_location.join(' '),
      description: fields.job_description,
    }),
  };
}
