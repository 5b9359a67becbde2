import { and, eq, sql } from 'drizzle-orm';
import type { Application } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applicationStatusHistory, applications, jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobMessages } from '../jobs/messages';
import { loadApplication } from './application-view';
import { applicationMessages } from './messages';

/**
 * The signed-in candidate withdraws their application: its status becomes `withdrawn` (final; the
 * recruiter can no longer move it, and applying again stays refused) and the history records that
 * the candidate did it. Withdrawing a withdrawn application changes nothing.
 *
 * The candidate's account row is locked first, as deleting that account starts there (the same
 * order as services/applications/update-status.ts takes for the recruiter).
 */
export async function withdrawApplication({ db, candidateId, jobId }: { db: Database; candidateId: string; jobId: string }): Promise<Application> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, candidateId)).for('key share');
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
      await tx.update(applications).set({ status: 'withdrawn', updatedAt: sql`now()` }).where(eq(applications.id, current.id));
      await tx
        .insert(applicationStatusHistory)
        .values({ applicationId: current.id, fromStatus: current.status, toStatus: 'withdrawn', changedBy: candidateId });
    }
    return loadApplication(tx, current.id);
  });
}
