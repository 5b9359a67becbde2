import { z } from 'zod';
import { APPLICATION_STATUSES, COMPANY_ROLES } from '../enums';
import { usernameParam } from './application';
import { jobIdSchema, jobSchema } from './job';

/** Which application a note or a history is about: a job and the candidate who applied. */
export const applicationRefQuerySchema = z.object({
  jobID: jobIdSchema,
  candidateUsername: usernameParam('candidateUsername'),
});
export type ApplicationRef = z.infer<typeof applicationRefQuerySchema>;

export const NOTE_TEXT_MAX = 2000;
/** `POST /api/applications/notes`: a private note of the job's recruiter on one application. */
export const noteInputSchema = applicationRefQuerySchema.extend({
  text: z
    .string({ error: 'Note text is required' })
    .trim()
    .min(1, 'Note text is required')
    .max(NOTE_TEXT_MAX, `A note can be at most ${NOTE_TEXT_MAX} characters`),
});
export type NoteInput = z.input<typeof noteInputSchema>;

/** A recruiter's private note; `author` is the writing recruiter's username. Candidates never see notes. */
export const applicationNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/**
 * One step of an application's status history (`GET /api/applications/history`): `from` is null
 * for the application itself; `by` says whether the candidate (applying, withdrawing), the
 * recruiter, or the job's screening questions (a knock-out answer) moved it.
 */
export const statusHistoryEntrySchema = z.object({
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  by: z.enum(['candidate', 'recruiter', 'screening']).nullable(),
  changedAt: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** How many applications of a job are at each status. */
export const applicantCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);
export type ApplicantCounts = z.infer<typeof applicantCountsSchema>;

/**
 * `GET /api/job/mine`: a job of the recruiter (or of their company), open or closed, with its
 * applicants counted by status, who posted it and the recruiter's role on it.
 */
export const myJobSchema = jobSchema.extend({
  applicants: applicantCountsSchema,
  postedBy: z.object({ username: z.string(), name: z.string() }).optional(),
  role: z.enum(COMPANY_ROLES).optional(),
});
export type MyJob = z.infer<typeof myJobSchema>;

/** `GET /api/companies`: a company of the recruiters, by name, with a stable slug. */
export const companySummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  openJobs: z.number().int(),
  /** True for a company recruiters created (with its own settings); absent for a typed-in name. */
  created: z.boolean().optional(),
  logo: z.string().optional(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** `GET /api/companies/{slug}`: its recruiters and its open jobs. */
export const companySchema = z.object({
  slug: z.string(),
  name: z.string(),
  recruiters: z.array(
    z.object({
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      photo: z.string(),
    }),
  ),
  jobs: z.array(jobSchema),
  /** A created company's settings; absent for a company that is only a name recruiters typed. */
  created: z.boolean().optional(),
  about: z.string().optional(),
  website: z.string().optional(),
  logo: z.string().optional(),
});
export type Company = z.infer<typeof companySchema>;
