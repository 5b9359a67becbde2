import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { applications, interviews } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockJobAccess } from '../companies/job-access';
import { lockJobRecipients } from '../jobs/lock-poster';
import type { InterviewFacts } from '../notifications/emails/interview-email-data';
import { interviewMessages } from './messages';
import { interviewFacts } from './interview-facts';

export interface LockedInterview {
  interview: typeof interviews.$inferSelect;
  application: { id: string; jobId: string; candidateId: string; status: string };
  /** The accounts that may act on the job: the recruiters told of what happens to it. */
  recruiterIds: string[];
  facts: InterviewFacts;
}

/**
 * Locks an interview for a change by `actor` (none: the reminder worker), or returns null when
 * there is no such interview. A candidate may change only their own: anyone else's is "not found",
 * so nothing tells them it exists. A recruiter must be allowed to act on the job
 * (services/companies/job-access.ts: 403, and a viewer may not).
 *
 * Rows are taken in the order the other writers take them: the acting recruiter's account and
 * membership, the candidate's account, the job's recruiters' accounts (each is told, and deleting an
 * account starts at its row), the application FOR UPDATE (a withdrawal waits, or is seen), then the
 * interview FOR UPDATE, so two answers to one interview run one after the other and the second
 * sees what the first did.
 */
export async function lockInterview(
  tx: Executor,
  { interviewId, actor }: { interviewId: string; actor?: { accountId: string; role: Role } },
): Promise<LockedInterview | null> {
  const [found] = await tx
    .select({ jobId: applications.jobId, candidateId: applications.candidateId })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(interviews.id, interviewId));
  if (!found) return null;
  if (actor?.role === 'candidate' && actor.accountId !== found.candidateId) return null;
  if (actor?.role === 'recruiter')
    await lockJobAccess(tx, { accountId: actor.accountId, jobId: found.jobId, action: 'act' });
  await tx.execute(sql`select 1 from accounts where id = ${found.candidateId} for key share`);
  const recruiterIds = await lockJobRecipients(tx, found.jobId);
  const [application] = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      status: applications.status,
    })
    .from(applications)
    .where(
      and(eq(applications.jobId, found.jobId), eq(applications.candidateId, found.candidateId)),
    )
    .for('update');
  const [interview] = application
    ? await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for('update')
    : [];
  if (!interview) return null;
  const facts = await interviewFacts(tx, {
    jobId: application.jobId,
    candidateId: application.candidateId,
    organizerId: interview.createdBy,
    interview,
  });
  return { interview, application, recruiterIds, facts };
}

/** `lockInterview` for a request: 404 when there is none (or it is not the candidate's). */
export async function requireInterview(
  tx: Executor,
  options: Parameters<typeof lockInterview>[1],
): Promise<LockedInterview> {
  const locked = await lockInterview(tx, options);
  if (!locked) throw notFound(interviewMessages.noSuchInterview);
  return locked;
}

/** A withdrawn or rejected application takes no new interview, nor a new time for one. */
export const isClosedApplication = (status: string) =>
  status === 'withdrawn' || status === 'rejected';
