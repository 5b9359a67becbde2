import { eq } from 'drizzle-orm';
import type { Application } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts, applications, jobs } from '../../db/schema';

/** Columns of the API's application shape; callers join jobs (recruiter) and accounts (candidate). */
export const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  candidateUsername: accounts.username,
  recruiterUsername: jobs.username,
  status: applications.status,
  appliedAt: applications.appliedAt,
  updatedAt: applications.updatedAt,
};

type ApplicationRow = {
  [K in keyof typeof applicationColumns]: (typeof applicationColumns)[K]['_']['data'];
};

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    jobID: row.jobId,
    candidateUsername: row.candidateUsername,
    recruiterUsername: row.recruiterUsername,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The application with this id, in the API's shape. */
export async function loadApplication(db: Executor, id: string): Promise<Application> {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.jobId, applications.jobId))
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(eq(applications.id, id));
  return toApplication(row);
}
