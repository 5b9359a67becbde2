import { and, eq } from 'drizzle-orm';
import { conversationMessages, type Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts, applications, jobs } from '../../db/schema';
import type { AccessTokenClaims } from '../../lib/access-token';
import { forbidden, notFound } from '../../lib/http-error';
import { applicationMessages } from '../applications/messages';
import { requireJobAccess } from '../companies/job-access';
import { jobMessages } from '../jobs/messages';
import { applicantPath, myApplicationPath } from '../notifications/emails/app-paths';

/** Which conversation: the job, and the applicant for a recruiter (a candidate leaves it out). */
export interface ConversationRef {
  jobId: string;
  candidateUsername?: string;
}

/** One application's conversation, as the services of this folder need it. */
export interface Conversation {
  applicationId: string;
  jobId: string;
  candidateId: string;
  candidateUsername: string;
  status: string;
}

/** The side that did not write: whose unread messages, emails and notifications are the other's. */
export const otherSide = (side: Role): Role => (side === 'candidate' ? 'recruiter' : 'candidate');

/**
 * Where the conversation is in the web app for one side: the candidate's application page, or the
 * applicant's panel on the recruiter's board. The in-app notifications of a message link there,
 * which is how reading the conversation finds the ones it makes read.
 */
export const conversationPath = (side: Role, { jobId, candidateUsername }: Conversation) =>
  side === 'candidate' ? myApplicationPath(jobId) : applicantPath(jobId, candidateUsername);

/**
 * The form of the call follows the caller's role: a candidate's conversation is the one of their own
 * application (they name nobody), a recruiter names the applicant. The other form is a 403, as a
 * call of the other role is elsewhere.
 */
export function requireFormOf(viewer: AccessTokenClaims, ref: ConversationRef) {
  if (viewer.role === 'candidate' && ref.candidateUsername !== undefined)
    throw forbidden(conversationMessages.candidateNamesNobody);
  if (viewer.role === 'recruiter' && ref.candidateUsername === undefined)
    throw forbidden(conversationMessages.recruiterNamesCandidate);
}

const conversationColumns = {
  applicationId: applications.id,
  jobId: applications.jobId,
  candidateId: applications.candidateId,
  candidateUsername: accounts.username,
  status: applications.status,
};

/** 404 for a candidate's missing application: no such job, or none of theirs to it. */
export async function noApplicationOf(db: Executor, jobId: string) {
  const [job] = await db.select({ jobId: jobs.jobId }).from(jobs).where(eq(jobs.jobId, jobId));
  return notFound(job ? applicationMessages.noApplication : jobMessages.noSuchJob);
}

/**
 * The conversation the viewer may read: a candidate's own application to the job, or, for a
 * recruiter who may read the job (services/companies/job-access.ts), the named applicant's. In
 * this order: 403 the wrong form, 404 no such job, 403 not theirs, 404 no such application.
 */
export async function findConversation(
  db: Executor,
  viewer: AccessTokenClaims,
  ref: ConversationRef,
): Promise<Conversation> {
  requireFormOf(viewer, ref);
  if (viewer.role === 'recruiter')
    await requireJobAccess(db, { accountId: viewer.accountId, jobId: ref.jobId, action: 'read' });
  const [conversation] = await db
    .select(conversationColumns)
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(
      and(
        eq(applications.jobId, ref.jobId),
        viewer.role === 'candidate'
          ? eq(applications.candidateId, viewer.accountId)
          : eq(accounts.username, ref.candidateUsername!),
      ),
    );
  if (conversation) return conversation;
  if (viewer.role === 'candidate') throw await noApplicationOf(db, ref.jobId);
  throw notFound(applicationMessages.noSuchApplication);
}
