import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applicationStatusHistory, applications } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { findJobRow } from '../jobs/get-job';
import { loadApplication } from './application-view';
import { applicationMessages } from './messages';

export interface UpdateStatusOptions {
  db: Database;
  recruiterId: string;
  jobId: string;
  candidateUsername: string;
  status: ApplicationStatus;
}

/**
 * The job's owner moves an application to a new status; the change and who made it go to the
 * history in the same transaction. Setting the status it already has changes nothing.
 */
export async function updateApplicationStatus({ db, recruiterId, jobId, candidateUsername, status }: UpdateStatusOptions) {
  return db.transaction(async (tx) => {
    const job = await findJobRow({ db: tx, jobId });
    if (job.recruiterId !== recruiterId) throw forbidden(applicationMessages.notOwner);
    const [current] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .innerJoin(accounts, eq(accounts.id, applications.candidateId))
      .where(and(eq(applications.jobId, jobId), eq(accounts.username, candidateUsername)))
      .for('update', { of: applications });
    if (!current) throw notFound(applicationMessages.noSuchApplication);
    if (current.status !== status) {
      await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, current.id));
      await tx
        .insert(applicationStatusHistory)
        .values({ applicationId: current.id, fromStatus: current.status, toStatus: status, changedBy: recruiterId });
    }
    return loadApplication(tx, current.id);
  });
}
