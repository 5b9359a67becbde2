import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { AppliedJob } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, applicationResumes, applications, jobs } from '../../db/schema';
import { toProfileResponse } from '../accounts/profile-view';
import { jobAccessCondition, requireJobAccess } from '../companies/job-access';
import { companyColumns, withCompany } from '../jobs/job-company';
import { jobColumns, toJob } from '../jobs/job-view';
import { newestFirst } from '../jobs/newest-first';

/** The jobs a candidate applied to, newest application first, each with where it stands. */
export async function candidateApplications({
  db,
  candidateId,
}: {
  db: Database;
  candidateId: string;
}): Promise<AppliedJob[]> {
  const rows = await db
    .select({
      ...jobColumns,
      applicationStatus: applications.status,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.jobId, applications.jobId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(newestFirst(applications.appliedAt), asc(applications.jobId));
  return rows.map((row) => ({
    ...toJob(row),
    applicationStatus: row.applicationStatus,
    appliedAt: row.appliedAt.toISOString(),
  }));
}

/**
 * The jobs a recruiter may read, newest first: the ones they posted, or their company's
 * (services/companies/job-access.ts), each with its company.
 */
export async function recruiterJobs({ db, recruiterId }: { db: Executor; recruiterId: string }) {
  const rows = await db
    .select({ ...jobColumns, ...companyColumns })
    .from(jobs)
    .where(jobAccessCondition(recruiterId, 'read'))
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  return rows.map((row) => withCompany(toJob(row), row));
}

/**
 * The candidates who applied to a job, in order of application, each with how their answers did
 * against the knock-outs and whether a CV came with the application; only the job's recruiters
 * (services/companies/job-access.ts) may see them.
 */
export async function jobApplicants({
  db,
  recruiterId,
  jobId,
}: {
  db: Database;
  recruiterId: string;
  jobId: string;
}) {
  await requireJobAccess(db, { accountId: recruiterId, jobId, action: 'read' });
  const rows = await db
    .select({
      account: getTableColumns(accounts),
      status: applications.status,
      appliedAt: applications.appliedAt,
      screening: applications.screening,
      resumeFileId: applicationResumes.fileId,
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .leftJoin(applicationResumes, eq(applicationResumes.applicationId, applications.id))
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  return rows.map((row) => ({
    ...toProfileResponse(row.account),
    applicationStatus: row.status,
    appliedAt: row.appliedAt.toISOString(),
    screening: row.screening,
    hasResume: row.resumeFileId !== null,
  }));
}
