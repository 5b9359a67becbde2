import { and, eq } from 'drizzle-orm';
import type { Interview, InterviewProposal } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applications, interviews } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { applicationMessages } from '../applications/messages';
import { lockJobAccess } from '../companies/job-access';
import type { Queue } from '../queue/queue';
import { interviewFacts } from './interview-facts';
import { loadInterview } from './interview-view';
import { interviewMessages } from './messages';
import { isClosedApplication } from './lock-interview';
import { tellInterview } from './tell-interview';

/**
 * A recruiter who may act on the job offers an applicant 1–5 times for an interview (the shared
 * schema checked them: future, not overlapping, at most 4 hours). The candidate is told, in-app
 * and by email listing the times with a link to the page where they pick one. A withdrawn or
 * rejected application is 409. The recruiter's account and membership, the candidate's account,
 * then the application are locked, in the order of services/applications/update-status.ts.
 */
export async function proposeInterview({
  db,
  queue,
  recruiterId,
  proposal,
}: {
  db: Database;
  queue: Queue;
  recruiterId: string;
  proposal: InterviewProposal;
}): Promise<Interview> {
  const jobId = proposal.jobID;
  return db.transaction(async (tx) => {
    await lockJobAccess(tx, { accountId: recruiterId, jobId, action: 'act' });
    const [candidate] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, proposal.candidateUsername))
      .for('key share');
    const [application] = candidate
      ? await tx
          .select({ id: applications.id, status: applications.status })
          .from(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidate.id)))
          .for('update')
      : [];
    if (!application) throw notFound(applicationMessages.noSuchApplication);
    if (isClosedApplication(application.status))
      throw conflict(interviewMessages.applicationClosed);
    const [interview] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id,
        slots: proposal.slots,
        location: proposal.location ?? '',
        meetingUrl: proposal.meetingUrl ?? '',
        note: proposal.note ?? '',
        createdBy: recruiterId,
      })
      .returning();
    const facts = await interviewFacts(tx, {
      jobId,
      candidateId: candidate!.id,
      organizerId: recruiterId,
      interview,
    });
    await tellInterview({
      tx,
      queue,
      facts,
      candidateId: candidate!.id,
      event: { event: 'proposed', slots: interview.slots, rescheduled: false, calendar: null },
    });
    return loadInterview(tx, interview.id);
  });
}
