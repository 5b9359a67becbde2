import { z } from 'zod';
import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_WORK_ENVIRONMENT,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  WORK_ENVIRONMENTS,
} from '../enums';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './fields';
import { questionsSchema, screeningQuestionSchema } from './screening';

export const JOB_ID_PATTERN = /^[A-Z]{3}[0-9]{3}$/;
export const jobIdSchema = z
  .string({ error: 'jobID is required' })
  .regex(JOB_ID_PATTERN, 'jobID must be 3 capital letters A-Z followed by 3 digits, e.g. ABC123');

const text = (label: string, max = SHORT_TEXT_MAX) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`);
const textList = (label: string) =>
  z
    .array(z.string().trim().max(SHORT_TEXT_MAX, `${label} entries are too long`), {
      error: `${label} must be a list`,
    })
    .max(50, `At most 50 ${label} entries are allowed`)
    .transform((items) => items.filter((item) => item.length > 0));
/** The largest amount (and number of months) a job may state; the integer columns hold it. */
export const MAX_CTC_USD = 1_000_000_000;
/** A number written as text (docs/product.md §3: CTC and experience are "numbers as text"); empty means not set. */
const numericText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number` })
    .transform((value) => String(value).trim().replace(/^\$/, '').replace(/,/g, ''))
    .refine(
      (value) => value === '' || (/^\d+(\.\d+)?$/.test(value) && Number(value) <= MAX_CTC_USD),
      {
        message: `${label} must be a number`,
      },
    );

/** Today's date in UTC as `YYYY-MM-DD`: the day `validThrough` is compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
/**
 * The last day a job takes applications (`YYYY-MM-DD`, UTC); after it the job closes by itself.
 * `null` (or an empty string from a cleared date input) means it stays open until closed by hand.
 */
export const validThroughSchema = z
  .union([z.string(), z.null()], { error: 'validThrough must be a date (YYYY-MM-DD)' })
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
  .refine((day) => day === null || (ISO_DAY.test(day) && isRealDay(day)), {
    message: 'validThrough must be a date (YYYY-MM-DD)',
  })
  .refine((day) => day === null || day >= todayUtc(), {
    message: 'validThrough cannot be in the past',
  });

const ctcSchema = z
  .object({
    minCTC: numericText('Minimum CTC').default(''),
    maxCTC: numericText('Maximum CTC').default(''),
  })
  .refine((ctc) => !ctc.minCTC || !ctc.maxCTC || Number(ctc.minCTC) <= Number(ctc.maxCTC), {
    message: 'Minimum CTC cannot be more than maximum CTC',
    path: ['maxCTC'],
  });

/**
 * A job's own fields, without defaults: posting fills in the defaults, an edit changes only what
 * it names. The form itself checks nothing (docs/product.md §5), but the server does: a job needs a
 * designation, and enumerations and numbers must be what they claim to be.
 */
const jobFieldShape = {
  designation: z
    .string({ error: 'Designation is required' })
    .trim()
    .min(1, 'Designation is required')
    .max(SHORT_TEXT_MAX),
  job_location: textList('Location'),
  work_environment: z.enum(WORK_ENVIRONMENTS, {
    error: `Work environment must be one of ${WORK_ENVIRONMENTS.join(', ')}`,
  }),
  type_of_employment: z.enum(EMPLOYMENT_TYPES, {
    error: `Type of employment must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
  }),
  isFresherEligible: z.boolean({ error: 'isFresherEligible must be true or false' }),
  isVisaSponsored: z.boolean({ error: 'isVisaSponsored must be true or false' }),
  experience_required_in_months: numericText('Experience'),
  CTC: ctcSchema,
  job_description: text('Job description', LONG_TEXT_MAX),
  skills_required: textList('Skill'),
  required_languages: textList('Language'),
  perks_and_benefits: text('Perks and benefits', LONG_TEXT_MAX),
  degree_required: textList('Degree'),
  bond: text('Bond'),
  validThrough: validThroughSchema,
  questions: questionsSchema,
  resumeRequired: z.boolean({ error: 'resumeRequired must be true or false' }),
};

/** `POST /api/job/create`: a job ID the recruiter reserved, and the job's fields with their defaults. */
export const jobInputSchema = z.object({
  jobID: jobIdSchema,
  designation: jobFieldShape.designation,
  job_location: jobFieldShape.job_location.default([]),
  work_environment: jobFieldShape.work_environment.default(DEFAULT_WORK_ENVIRONMENT),
  type_of_employment: jobFieldShape.type_of_employment.default(DEFAULT_EMPLOYMENT_TYPE),
  isFresherEligible: jobFieldShape.isFresherEligible.default(false),
  isVisaSponsored: jobFieldShape.isVisaSponsored.default(false),
  experience_required_in_months: jobFieldShape.experience_required_in_months.default(''),
  CTC: jobFieldShape.CTC.default({ minCTC: '', maxCTC: '' }),
  job_description: jobFieldShape.job_description.default(''),
  skills_required: jobFieldShape.skills_required.default([]),
  required_languages: jobFieldShape.required_languages.default([]),
  perks_and_benefits: jobFieldShape.perks_and_benefits.default(''),
  degree_required: jobFieldShape.degree_required.default([]),
  bond: jobFieldShape.bond.default(''),
  validThrough: jobFieldShape.validThrough.default(null),
  questions: jobFieldShape.questions.default([]),
  resumeRequired: jobFieldShape.resumeRequired.default(false),
});
export type JobInput = z.input<typeof jobInputSchema>;

/** Who posted a job: taken from the recruiter's account, never from a body, and never changed by an edit. */
const POSTER_FIELDS = ['jobID', 'username', 'name', 'email', 'company_name'];

/**
 * `PATCH /api/job/{jobID}`: any of the job's own fields, each with the posting rules; what is left
 * out stays as it is. The job ID and the poster cannot change, and an empty edit is a mistake.
 */
export const jobUpdateSchema = z
  .strictObject(jobFieldShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.some((key) => POSTER_FIELDS.includes(key))
          ? 'The job ID and the poster cannot be changed'
          : `Unknown job fields: ${issue.keys.join(', ')}`
        : undefined,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one job field to change');
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;
export type JobUpdate = z.output<typeof jobUpdateSchema>;

/**
 * A job as the API returns it: docs/product.md §3 "Job", plus createdAt and its lifecycle. `status` is
 * `closed` once the recruiter closed it or its `validThrough` day has passed.
 */
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
  validThrough: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  /**
   * Screening questions and whether a CV is required: on the single job's views (not in lists).
   * The public sees questions without their knock-out rules; the job's recruiters see them whole.
   */
  questions: z.array(screeningQuestionSchema).optional(),
  resumeRequired: z.boolean().optional(),
  /** The company the job belongs to (null: posted by a recruiter without one); not in every list. */
  company: z.object({ slug: z.string(), name: z.string() }).nullable().optional(),
  /**
   * On the single job's views and My Recruitments: why and since when a moderator hid the job from
   * everyone but its recruiters and admins (null when it is not hidden; only they ever see it
   * set). A hidden job reads `closed` and cannot be reopened.
   */
  hidden: z.object({ reason: z.string(), hiddenAt: z.string() }).nullable().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** `POST /api/job/createID`: the recruiter named must be the one signed in. */
export const jobIdReservationSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64),
  jobID: jobIdSchema,
});

/** `GET /api/job/stats`: headline numbers for the home page. */
export const jobStatsSchema = z.object({
  totalJobs: z.number().int(),
  totalRecruiters: z.number().int(),
  totalCandidates: z.number().int(),
});
export type JobStats = z.infer<typeof jobStatsSchema>;
