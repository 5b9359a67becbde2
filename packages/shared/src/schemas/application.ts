import { z } from 'zod';
import { APPLICATION_STATUSES, PIPELINE_STATUSES } from '../enums';
import { jobIdSchema, jobSchema } from './job';
import { resumeFileSchema } from './resume';
import { answersSchema, coverLetterSchema, QUESTION_KINDS } from './screening';

export const usernameParam = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} is too long`);
const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
/** What a recruiter may set: any pipeline stage; `withdrawn` is the candidate's alone. */
const pipelineStatusSchema = z.enum(PIPELINE_STATUSES, {
  error: `status must be one of ${PIPELINE_STATUSES.join(', ')}`,
});

/** One candidate's application to one job, as the API returns it. */
export const applicationSchema = z.object({
  id: z.string(),
  jobID: z.string(),
  candidateUsername: z.string(),
  recruiterUsername: z.string(),
  status: applicationStatusSchema,
  appliedAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * `POST /api/applications/create`. Only `job.jobID` is used: the server takes the job and the
 * candidate's profile from its own records, so the copies the client sends are not validated.
 */
export const applyInputSchema = z.object({
  recruiterUsername: z.string().optional(),
  candidateProfile: z.unknown().optional(),
  job: z.object({ jobID: jobIdSchema }, { error: 'job with a jobID is required' }).loose(),
  coverLetter: coverLetterSchema.optional(),
  answers: answersSchema.default([]),
});
export type ApplyInput = z.input<typeof applyInputSchema>;

export const SCREENING_RESULTS = ['passed', 'failed'] as const;
export type ScreeningResult = (typeof SCREENING_RESULTS)[number];

/** `GET /api/applications/detail`: what a candidate sent with one application, for the job's recruiters. */
export const applicationDetailSchema = z.object({
  status: applicationStatusSchema,
  appliedAt: z.string(),
  coverLetter: z.string().nullable(),
  answers: z.array(
    z.object({
      questionId: z.string(),
      text: z.string(),
      kind: z.enum(QUESTION_KINDS).optional(),
      value: z.union([z.boolean(), z.number(), z.string()]).nullable(),
      passed: z.boolean(),
    }),
  ),
  screening: z.enum(SCREENING_RESULTS),
  resume: resumeFileSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** `GET /api/applications/screening`: exactly one of the two usernames says which check it is. */
export const screeningQuerySchema = z
  .object({
    jobID: jobIdSchema,
    candidateUsername: usernameParam('candidateUsername').optional(),
    recruiterUsername: usernameParam('recruiterUsername').optional(),
  })
  .refine((query) => Boolean(query.candidateUsername) !== Boolean(query.recruiterUsername), {
    message: 'Give either candidateUsername or recruiterUsername',
  });

/** `GET /api/applications/jobStatus`: a candidate's applications, a recruiter's jobs, or one job's applicants. */
export const jobStatusQuerySchema = z
  .object({
    candidateUsername: usernameParam('candidateUsername').optional(),
    recruiterUsername: usernameParam('recruiterUsername').optional(),
    jobID: jobIdSchema.optional(),
  })
  .refine((query) => Boolean(query.candidateUsername) !== Boolean(query.recruiterUsername), {
    message: 'Give either candidateUsername or recruiterUsername',
  })
  .refine((query) => !query.jobID || query.recruiterUsername, {
    message: 'jobID goes with recruiterUsername',
  });

/** A job in the candidate's "My applications" list, with where the application stands. */
export const appliedJobSchema = jobSchema.extend({
  applicationStatus: applicationStatusSchema,
  appliedAt: z.string(),
});
export type AppliedJob = z.infer<typeof appliedJobSchema>;

/** `PATCH /api/applications/status`: the job's owner moves an application along. */
export const applicationStatusUpdateSchema = z.object({
  jobID: jobIdSchema,
  candidateUsername: usernameParam('candidateUsername'),
  status: pipelineStatusSchema,
});
export type ApplicationStatusUpdate = z.infer<typeof applicationStatusUpdateSchema>;
