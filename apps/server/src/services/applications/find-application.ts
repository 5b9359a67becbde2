import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, applications } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireJobAccess, type JobAction } from '../companies/job-access';
import { applicationMessages } from './messages';

/** Which application: a job and the candidate's username. */
export interface ApplicationRef {
  jobId: string;
  candidateUsername: string;
}

/**
 * The application a recruiter asks about, when they may `action` on its job
 * (services/companies/job-access.ts; reading it by default). In this order: 404 no such job, 403
 * not theirs, 404 no such application, so a stranger learns nothing of who applied.
 */
export async function findOwnedApplication(
  db: Executor,
  recruiterId: string,
  { jobId, candidateUsername }: ApplicationRef,
  action: JobAction = 'read',
) {
  await requireJobAccess(db, { accountId: recruiterId, jobId, action });
  return findApplication(db, { jobId, candidateUsername });
}

/** The application of this candidate to this job (with its candidate and when it was made), or 404. */
export async function findApplication(db: Executor, { jobId, candidateUsername }: ApplicationRef) {
  const [application] = await db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(and(eq(applications.jobId, jobId), eq(accounts.username, candidateUsername)));
  if (!application) throw notFound(applicationMessages.noSuchApplication);
  return application;
}
