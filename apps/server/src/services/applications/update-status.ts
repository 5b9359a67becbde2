import { and, eq, sql } from 'drizzle-orm';
import type { PipelineStatus } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applicationStatusHistory, applications } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { lockJobAccess } from '../companies/job-access';
import { findJobRow } from '../jobs/get-job';
import { notifyStatusChange } from '../notifications/application-events';
import type { Queue } from '../queue/queue';
import { loadApplication } from './application-view';
import { applicationMessages } from './messages';

export interface UpdateStatusOptions {
  db: Database;
  queue: Queue;
  recruiterId: string;
  jobId: string;
  candidateUsername: string;
  status: PipelineStatus;
}

/**
 * A recruiter who may act on the job (services/companies/job-access.ts) moves an application to a
 * new status; the change and who made it go to the
 * history in the same transaction. Setting the status it already has changes nothing; a withdrawn
 * application is 409.
 *
 * The recruiter's account row is locked first, as deleting that account starts there: otherwise
 * this held the application the deletion needed while waiting for the account row it held
 * (PostgreSQL broke the deadlock by failing one of them: a 500). Their company membership is read
 * FOR SHARE next: removing them from the company waits for this move, or refuses it when it came
 * first (a move is never made after the removal). The candidate's account is locked
 * before the application for the same reason: the candidate is notified of a change (in-app, and by
 * email through the queue, in this transaction), and that row refers to their account.
 */
export async function updateApplicationStatus({
  db,
  queue,
  recruiterId,
  jobId,
  candidateUsername,
  status,
}: UpdateStatusOptions) {
  return db.transaction(async (tx) => {
    await lockJobAccess(tx, { accountId: recruiterId, jobId, action: 'act' });
    const job = await findJobRow({ db: tx, jobId });
    const [candidate] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, candidateUsername))
      .for('key share');
    const [current] = candidate
      ? await tx
          .select({ id: applications.id, status: applications.status })
          .from(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidate.id)))
          .for('update')
      : [];
    if (!current) throw notFound(applicationMessages.noSuchApplication);
    // Withdrawing is the candidate's final word: the recruiter cannot move it back into the pipeline.
    if (current.status === 'withdrawn') throw conflict(applicationMessages.withdrawn);
    if (current.status !== status) {
      await tx
        .update(applications)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(applications.id, current.id));
      await tx.insert(applicationStatusHistory).values({
        applicationId: current.id,
        fromStatus: current.status,
        toStatus: status,
        changedBy: recruiterId,
      });
      await notifyStatusChange({
        tx,
        queue,
        jobId,
        designation: job.designation,
        company: job.companyName,
        candidateId: candidate!.id,
        status,
      });
    }
    return loadApplication(tx, current.id);
  });
}
