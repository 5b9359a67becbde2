import {
  ALERT_FREQUENCIES,
  APPLICATION_STATUSES,
  COMPANY_ROLES,
  conversationMessageSchema,
  emailPreferencesSchema,
  INTERVIEW_STATUSES,
  jobSchema,
  notificationSchema,
  resumeFileSchema,
  SCREENING_RESULTS,
  screeningQuestionSchema,
  uploadedResumeSchema,
} from '@jobhunter/shared';
import { z } from 'zod';
import { profileResponseSchema } from '../accounts/profile-view';

const status = z.enum(APPLICATION_STATUSES);
const timestamp = z.string().describe('ISO 8601');

/** Metadata of a login: never its tokens. */
const sessionSchema = z.object({
  createdAt: timestamp,
  lastUsedAt: timestamp,
  endedAt: timestamp.nullable(),
});
/** When a password-reset link was asked for and used: never the token. */
const passwordResetSchema = z.object({
  requestedAt: timestamp,
  expiresAt: timestamp,
  usedAt: timestamp.nullable(),
});
const statusChangeSchema = z.object({
  fromStatus: status.nullable(),
  toStatus: status,
  changedAt: timestamp,
});

/** An interview as stored: the slots offered, the one picked once scheduled, where and how. */
const storedInterviewSchema = z.object({
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(z.object({ start: timestamp, end: timestamp })),
  startAt: timestamp.nullable(),
  endAt: timestamp.nullable(),
  location: z.string(),
  meetingUrl: z.string(),
  note: z.string(),
  cancelReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
/** Which application a recruiter's message or interview belongs to. */
const applicationRef = { jobID: z.string(), candidateUsername: z.string() };

const common = {
  exportedAt: timestamp,
  profile: profileResponseSchema,
  sessions: z.array(sessionSchema),
  resetLinkRequests: z.array(passwordResetSchema),
  /** Every in-app notification of the account, oldest first (the list in the app shows the newest 50). */
  notifications: z.array(notificationSchema),
  emailPreferences: emailPreferencesSchema,
};

/** `GET /api/candidate/export`: everything stored about a candidate. */
export const candidateExportSchema = z.object({
  role: z.literal('candidate'),
  ...common,
  /** The current CV's name, type, size and upload time (the file itself is not in the export). */
  resume: uploadedResumeSchema.nullable(),
  applications: z.array(
    z.object({
      jobID: z.string(),
      designation: z.string(),
      company_name: z.string(),
      recruiterUsername: z.string(),
      status,
      appliedAt: timestamp,
      updatedAt: timestamp,
      coverLetter: z.string().nullable(),
      /** The answers to the job's questions as sent, each with whether it passed its knock-out. */
      answers: z.array(
        z.object({
          questionId: z.string(),
          text: z.string(),
          value: z.union([z.boolean(), z.number(), z.string()]).nullable(),
          passed: z.boolean(),
        }),
      ),
      screening: z.enum(SCREENING_RESULTS),
      /** The CV sent with the application: name, type and size only. */
      resume: resumeFileSchema.nullable(),
      statusHistory: z.array(statusChangeSchema),
      /** The application's conversation with the job's recruiters, both sides, oldest first. */
      messages: z.array(conversationMessageSchema.omit({ id: true })),
      /** The application's interviews, oldest first. */
      interviews: z.array(storedInterviewSchema),
    }),
  ),
  savedJobs: z.array(
    z.object({
      jobID: z.string(),
      designation: z.string(),
      company_name: z.string(),
      savedAt: timestamp,
    }),
  ),
  /** The job alerts: each search's query string as the jobs page writes it, and how often it alerts. */
  savedSearches: z.array(
    z.object({
      name: z.string(),
      query: z.string(),
      frequency: z.enum(ALERT_FREQUENCIES),
      createdAt: timestamp,
    }),
  ),
  /** Recruiters' invitations to apply, oldest first (`recruiterUsername` null once they left). */
  jobInvitations: z.array(
    z.object({
      jobID: z.string(),
      designation: z.string(),
      company_name: z.string(),
      recruiterUsername: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: timestamp,
    }),
  ),
});

/** `GET /api/recruiter/export`: everything stored about a recruiter. */
export const recruiterExportSchema = z.object({
  role: z.literal('recruiter'),
  ...common,
  /** The jobs this recruiter may read, each with its screening questions (knock-outs included). */
  jobs: z.array(
    jobSchema.extend({
      questions: z.array(screeningQuestionSchema),
      resumeRequired: z.boolean(),
    }),
  ),
  /** The company this recruiter is a member of, with their role; null when in none. */
  membership: z
    .object({
      company: z.object({ slug: z.string(), name: z.string() }),
      role: z.enum(COMPANY_ROLES),
      joinedAt: timestamp,
    })
    .nullable(),
  jobIdReservations: z.array(z.object({ jobID: z.string(), reservedAt: timestamp })),
  /** Status changes this recruiter made to applications for their jobs. */
  statusChanges: z.array(
    statusChangeSchema.extend({ jobID: z.string(), candidateUsername: z.string() }),
  ),
  /** The private notes this recruiter wrote on applications (never in a candidate's export). */
  notes: z.array(
    z.object({
      jobID: z.string(),
      candidateUsername: z.string(),
      text: z.string(),
      createdAt: timestamp,
    }),
  ),
  /** The invitations to apply this recruiter sent to candidates they found, oldest first. */
  jobInvitationsSent: z.array(
    z.object({
      jobID: z.string(),
      candidateUsername: z.string(),
      note: z.string().nullable(),
      createdAt: timestamp,
    }),
  ),
  /** The messages this recruiter wrote to applicants, oldest first (`readAt`: when the candidate read it). */
  messages: z.array(
    z.object({
      ...applicationRef,
      text: z.string(),
      createdAt: timestamp,
      readAt: timestamp.nullable(),
    }),
  ),
  /** The interviews this recruiter proposed, oldest first. */
  interviews: z.array(storedInterviewSchema.extend(applicationRef)),
});

export type CandidateExport = z.infer<typeof candidateExportSchema>;
export type RecruiterExport = z.infer<typeof recruiterExportSchema>;
