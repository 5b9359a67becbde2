import { and, eq, sql } from 'drizzle-orm';
import type { Application } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applicationStatusHistory, applications, jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockJobRecipients } from '../jobs/lock-poster';
import { jobMessages } from '../jobs/messages';
import { cancelOpenInterviews } from '../interviews/cancel-interview';
import { fullName, notifyWithdrawal } from '../notifications/application-events';
import type { Queue } from '../queue/queue';
import { loadApplication } from './application-view';
import { applicationMessages } from './messages';

/**
 * The signed-in candidate withdraws their application: its status becomes `withdrawn` (final; the
 * recruiter can no longer move it, and applying again stays refused) and the history records that
 * the candidate did it. Withdrawing a withdrawn application changes nothing.
 *
 * The candidate's account row is locked first, as deleting that account starts there (the same
 * order as services/applications/update-status.ts takes for the recruiter), then the job's
 * recruiters' (services/jobs/lock-poster.ts), who are notified of a withdrawal in this
 * transaction (in-app, and by email through the queue). Its interviews still to come are cancelled
 * with it (calendars drop them, reminders are not sent).
 */
export async function withdrawApplication({
  db,
  queue,
  candidateId,
  jobId,
}: {
  db: Database;
  queue: Queue;
  candidateId: string;
  jobId: string;
}): Promise<Application> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, candidateId))
      .for('key share');
    const recipients = await lockJobRecipients(tx, jobId);
    const [current] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)))
      .for('update');
    if (!current) {
      const [job] = await tx.select({ jobId: jobs.jobId }).from(jobs).where(eq(jobs.jobId, jobId));
      throw notFound(job ? applicationMessages.noApplication : jobMessages.noSuchJob);
    }
    if (current.status !== 'withdrawn') {
      await tx
        .update(applications)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(eq(applications.id, current.id));
      await tx.insert(applicationStatusHistory).values({
        applicationId: current.id,
        fromStatus: current.status,
        toStatus: 'withdrawn',
        changedBy: candidateId,
      });
      await cancelOpenInterviews(tx, {
        queue,
        applicationId: current.id,
        candidateId,
        reason: 'The candidate withdrew their application',
      });
      if (candidate) {
        const [job] = await tx
          .select({ designation: jobs.designation })
          .from(jobs)
          .where(eq(jobs.jobId, jobId));
        await notifyWithdrawal({
          tx,
          queue,
          jobId,
          designation: job.designation,
          recipients,
          candidateName: fullName(candidate),
        });
      }
    }
    return loadApplication(tx, current.id);
  });
}
