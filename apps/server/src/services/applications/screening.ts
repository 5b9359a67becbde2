import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { findJobRow, getOwnJob } from '../jobs/get-job';
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

/** Did this recruiter post the job? 404 when there is no such job; the job as its owner sees it. */
export async function recruiterScreening({
  db,
  recruiterId,
  jobId,
}: {
  db: Database;
  recruiterId: string;
  jobId: string;
}) {
  await findJobRow({ db, jobId });
  const own = await getOwnJob({ db, jobId, recruiterId });
  return own
    ? { hasPosted: true as const, recruitmentDetails: own }
    : { hasPosted: false as const, recruitmentDetails: null };
}
