import { z } from 'zod';
import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_WORK_ENVIRONMENT,
  EMPLOYMENT_TYPES,
  WORK_ENVIRONMENTS,
} from '../enums';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './fields';

export const JOB_ID_PATTERN = /^[A-Z]{3}[0-9]{3}$/;
export const jobIdSchema = z
  .string({ error: 'jobID is required' })
  .regex(JOB_ID_PATTERN, 'jobID must be 3 capital letters A-Z followed by 3 digits, e.g. ABC123');

const text = (label: string, max = SHORT_TEXT_MAX) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} is too long`).default('');
const textList = (label: string) =>
  z
    .array(z.string().trim().max(SHORT_TEXT_MAX, `${label} entries are too long`), { error: `${label} must be a list` })
    .max(50, `At most 50 ${label} entries are allowed`)
    .default([])
    .transform((items) => items.filter((item) => item.length > 0));
/** The largest amount (and number of months) a job may state; the integer columns hold it. */
export const MAX_CTC_USD = 1_000_000_000;
/** A number written as text (spec section 3: CTC and experience are "numbers as text"); empty means not set. */
const numericText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number` })
    .transform((value) => String(value).trim().replace(/^\$/, '').replace(/,/g, ''))
    .refine((value) => value === '' || (/^\d+(\.\d+)?$/.test(value) && Number(value) <= MAX_CTC_USD), {
      message: `${label} must be a number`,
    })
    .default('');

/**
 * The job a recruiter posts. The form itself checks nothing (spec section 5), but the server does:
 * a job needs an ID and a designation, and enumerations and numbers must be what they claim to be.
 */
export const jobInputSchema = z.object({
  jobID: jobIdSchema,
  designation: z.string({ error: 'Designation is required' }).trim().min(1, 'Designation is required').max(SHORT_TEXT_MAX),
  job_location: textList('Location'),
  work_environment: z
    .enum(WORK_ENVIRONMENTS, { error: `Work environment must be one of ${WORK_ENVIRONMENTS.join(', ')}` })
    .default(DEFAULT_WORK_ENVIRONMENT),
  type_of_employment: z
    .enum(EMPLOYMENT_TYPES, { error: `Type of employment must be one of ${EMPLOYMENT_TYPES.join(', ')}` })
    .default(DEFAULT_EMPLOYMENT_TYPE),
  isFresherEligible: z.boolean({ error: 'isFresherEligible must be true or false' }).default(false),
  isVisaSponsored: z.boolean({ error: 'isVisaSponsored must be true or false' }).default(false),
  experience_required_in_months: numericText('Experience'),
  CTC: z
    .object({ minCTC: numericText('Minimum CTC'), maxCTC: numericText('Maximum CTC') })
    .default({ minCTC: '', maxCTC: '' })
    .refine((ctc) => !ctc.minCTC || !ctc.maxCTC || Number(ctc.minCTC) <= Number(ctc.maxCTC), {
      message: 'Minimum CTC cannot be more than maximum CTC',
      path: ['maxCTC'],
    }),
  job_description: text('Job description', LONG_TEXT_MAX),
  skills_required: textList('Skill'),
  required_languages: textList('Language'),
  perks_and_benefits: text('Perks and benefits', LONG_TEXT_MAX),
  degree_required: textList('Degree'),
  bond: text('Bond'),
});
export type JobInput = z.input<typeof jobInputSchema>;

/** A job as the API returns it (spec section 3 "Job", plus createdAt). */
export const jobSchema = z.object({
  jobID: z.string(),
  designation: z.string(),
  company_name: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  job_location: z.array(z.string()),
  work_environment: z.enum(WORK_ENVIRONMENTS),
  type_of_employment: z.enum(EMPLOYMENT_TYPES),
  isFresherEligible: z.boolean(),
  isVisaSponsored: z.boolean(),
  experience_required_in_months: z.string(),
  CTC: z.object({ minCTC: z.string(), maxCTC: z.string() }),
  job_description: z.string(),
  skills_required: z.array(z.string()),
  required_languages: z.array(z.string()),
  perks_and_benefits: z.string(),
  degree_required: z.array(z.string()),
  bond: z.string(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** `POST /api/job/createID`: the recruiter named must be the one signed in. */
export const jobIdReservationSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
  jobID: jobIdSchema,
});

/** `GET /api/job/stats`: headline numbers for the home page. */
export const jobStatsSchema = z.object({
  totalJobs: z.number().int(),
  totalRecruiters: z.number().int(),
  totalCandidates: z.number().int(),
});
export type JobStats = z.infer<typeof jobStatsSchema>;
