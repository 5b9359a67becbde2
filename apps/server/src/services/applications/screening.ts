import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobRoleOf, mayOnJob } from '../companies/job-access';
import { findJobRow, getJob } from '../jobs/get-job';
import { jobMessages } from '../jobs/messages';
import { loadApplication } from './application-view';

/** Has this candidate applied to the job? 404 when there is no such job. */
export async function candidateScreening({
  db,
  candidateId,
  jobId,
}: {
  db: Database;
  candidateId: string;
  jobId: string;
}) {
  await findJobRow({ db, jobId });
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
  return existing
    ? { hasApplied: true as const, applicationDetails: await loadApplication(db, existing.id) }
    : { hasApplied: false as const, applicationDetails: null };
}

/**
 * May this recruiter read the job (services/companies/job-access.ts: its poster, or a member of its
 * company)? 404 when there is no such job; the job as its recruiters see it, and their role on it.
 */
export async function recruiterScreening({
  db,
  recruiterId,
  jobId,
}: {
  db: Database;
  recruiterId: string;
  jobId: string;
}) {
  const { exists, role } = await jobRoleOf(db, { accountId: recruiterId, jobId });
  if (!exists) throw notFound(jobMessages.noSuchJob);
  return mayOnJob(role, 'read')
    ? {
        hasPosted: true as const,
        role,
        recruitmentDetails: await getJob({ db, jobId, audience: 'owner' }),
      }
    : { hasPosted: false as const, role: null, recruitmentDetails: null };
}
