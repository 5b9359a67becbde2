import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import {
  accounts,
  applicationNotes,
  applicationResumes,
  applications,
  applicationStatusHistory,
  jobIdReservations,
  jobInvitations,
  jobs,
  notifications,
  passwordResetTokens,
  resumes,
  savedJobs,
  savedSearches,
  sessions,
} from '../../db/schema';
import { getOwnProfile } from '../accounts/profiles';
import { recruiterJobs } from '../applications/lists';
import { sentResumeColumns } from '../applications/sent-resume';
import { membershipOf } from '../companies/company-access';
import { screeningColumns } from '../jobs/job-screening';
import { emailPreferences } from '../notifications/email-preferences';
import { applicationConversations, recruiterConversations } from './conversation-export';
import type { CandidateExport, RecruiterExport } from './export-schema';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export interface ExportAccountOptions {
  db: Database;
  role: Role;
  accountId: string;
}

/**
 * Everything stored about the account (a GDPR-style data export), read from one snapshot so the
 * parts agree. Secrets never leave: no password hash, no token or token hash. A candidate's export
 * never holds the recruiters' private notes on their applications; a recruiter's holds the notes
 * they wrote.
 */
export async function exportAccount({
  db,
  role,
  accountId,
}: ExportAccountOptions): Promise<CandidateExport | RecruiterExport> {
  return db.transaction(
    async (db) => {
      const common = {
        exportedAt: new Date().toISOString(),
        profile: await getOwnProfile({ db, role, accountId }),
        sessions: (
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.accountId, accountId))
            .orderBy(asc(sessions.createdAt))
        ).map((row) => ({
          createdAt: iso(row.createdAt),
          lastUsedAt: iso(row.lastUsedAt),
          endedAt: isoOrNull(row.revokedAt),
        })),
        resetLinkRequests: (
          await db
            .select()
            .from(passwordResetTokens)
            .where(eq(passwordResetTokens.accountId, accountId))
            .orderBy(asc(passwordResetTokens.createdAt))
        ).map((row) => ({
          requestedAt: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
          usedAt: isoOrNull(row.usedAt),
        })),
        notifications: (
          await db
            .select()
            .from(notifications)
            .where(eq(notifications.accountId, accountId))
            .orderBy(asc(notifications.createdAt), asc(notifications.id))
        ).map(({ accountId: _accountId, createdAt, readAt, ...row }) => ({
          ...row,
          createdAt: iso(createdAt),
          readAt: isoOrNull(readAt),
        })),
        emailPreferences: await emailPreferences({ db, accountId }),
      };
      return role === 'candidate'
        ? { role, ...common, ...(await candidateData(db, accountId)) }
        : { role, ...common, ...(await recruiterData(db, accountId)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function candidateData(db: Executor, candidateId: string) {
  const applied = await db
    .select({
      id: applications.id,
      jobID: jobs.jobId,
      designation: jobs.designation,
      company_name: jobs.companyName,
      recruiterUsername: jobs.username,
      status: applications.status,
      appliedAt: applications.appliedAt,
      updatedAt: applications.updatedAt,
      coverLetter: applications.coverLetter,
      answers: applications.answers,
      screening: applications.screening,
      // The CV's name, type and size only: the file itself is downloaded from the CV page.
      resume: sentResumeColumns,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.jobId, applications.jobId))
    .leftJoin(applicationResumes, eq(applicationResumes.applicationId, applications.id))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.appliedAt));
  const history = applied.length
    ? await db
        .select()
        .from(applicationStatusHistory)
        .where(
          inArray(
            applicationStatusHistory.applicationId,
            applied.map((row) => row.id),
          ),
        )
        .orderBy(asc(applicationStatusHistory.changedAt))
    : [];
  const [resume] = await db
    .select({
      fileName: resumes.fileName,
      contentType: resumes.contentType,
      size: resumes.size,
      uploadedAt: resumes.uploadedAt,
    })
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId));
  const saved = await db
    .select({
      jobID: jobs.jobId,
      designation: jobs.designation,
      company_name: jobs.companyName,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.jobId, savedJobs.jobId))
    .where(eq(savedJobs.candidateId, candidateId))
    .orderBy(asc(savedJobs.savedAt));
  const searches = await db
    .select({
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.candidateId, candidateId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  const conversations = await applicationConversations(
    db,
    applied.map((row) => row.id),
  );
  const inviter = alias(accounts, 'inviter');
  const invitations = await db
    .select({
      jobID: jobs.jobId,
      designation: jobs.designation,
      company_name: jobs.companyName,
      // Null once the recruiter deleted their account: the invitation stays the candidate's.
      recruiterUsername: inviter.username,
      note: jobInvitations.note,
      createdAt: jobInvitations.createdAt,
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.jobId, jobInvitations.jobId))
    .leftJoin(inviter, eq(inviter.id, jobInvitations.invitedBy))
    .where(eq(jobInvitations.candidateId, candidateId))
    .orderBy(asc(jobInvitations.createdAt), asc(jobInvitations.id));
  return {
    resume: resume ? { ...resume, uploadedAt: iso(resume.uploadedAt) } : null,
    applications: applied.map(({ id, appliedAt, updatedAt, ...application }) => ({
      ...application,
      appliedAt: iso(appliedAt),
      updatedAt: iso(updatedAt),
      statusHistory: history
        .filter((change) => change.applicationId === id)
        .map((change) => ({
          fromStatus: change.fromStatus,
          toStatus: change.toStatus,
          changedAt: iso(change.changedAt),
        })),
      ...conversations.get(id)!,
    })),
    savedJobs: saved.map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
    savedSearches: searches.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    jobInvitations: invitations.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}

async function recruiterData(db: Executor, recruiterId: string) {
  const reservations = await db
    .select()
    .from(jobIdReservations)
    .where(eq(jobIdReservations.recruiterId, recruiterId))
    .orderBy(asc(jobIdReservations.createdAt));
  const changes = await db
    .select({
      jobID: applications.jobId,
      candidateUsername: accounts.username,
      fromStatus: applicationStatusHistory.fromStatus,
      toStatus: applicationStatusHistory.toStatus,
      changedAt: applicationStatusHistory.changedAt,
    })
    .from(applicationStatusHistory)
    .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(eq(applicationStatusHistory.changedBy, recruiterId))
    .orderBy(asc(applicationStatusHistory.changedAt));
  const notes = await db
    .select({
      jobID: applications.jobId,
      candidateUsername: accounts.username,
      text: applicationNotes.text,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(eq(applicationNotes.authorId, recruiterId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  const invitations = await db
    .select({
      jobID: jobInvitations.jobId,
      candidateUsername: accounts.username,
      note: jobInvitations.note,
      createdAt: jobInvitations.createdAt,
    })
    .from(jobInvitations)
    .innerJoin(accounts, eq(accounts.id, jobInvitations.candidateId))
    .where(eq(jobInvitations.invitedBy, recruiterId))
    .orderBy(asc(jobInvitations.createdAt), asc(jobInvitations.id));
  const membership = await membershipOf(db, recruiterId);
  return {
    jobs: await jobsWithScreening(db, recruiterId),
    membership: membership
      ? {
          company: { slug: membership.company.slug, name: membership.company.name },
          role: membership.role,
          joinedAt: iso(membership.joinedAt),
        }
      : null,
    jobIdReservations: reservations.map((row) => ({
      jobID: row.jobId,
      reservedAt: iso(row.createdAt),
    })),
    statusChanges: changes.map((change) => ({ ...change, changedAt: iso(change.changedAt) })),
    notes: notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
    jobInvitationsSent: invitations.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    ...(await recruiterConversations(db, recruiterId)),
  };
}

/**
 * The jobs the recruiter may read, each with its questions whole (knock-out rules included: the
 * recruiter sees them on the job itself) and whether it asks for a CV, which lists leave out.
 */
async function jobsWithScreening(db: Executor, recruiterId: string) {
  const listed = await recruiterJobs({ db, recruiterId });
  if (!listed.length) return [];
  const rows = await db
    .select({ jobId: jobs.jobId, ...screeningColumns })
    .from(jobs)
    .where(
      inArray(
        jobs.jobId,
        listed.map((job) => job.jobID),
      ),
    );
  const screening = new Map(rows.map(({ jobId, ...row }) => [jobId, row]));
  return listed.map((job) => ({ ...job, ...screening.get(job.jobID)! }));
}
