import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { AppliedJob } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, applicationResumes, applications, jobs } from '../../db/schema';
import { forbidden } from '../../lib/http-error';
import { toProfileResponse } from '../accounts/profile-view';
import { findJobRow } from '../jobs/get-job';
import { jobColumns, toJob } from '../jobs/job-view';
import { newestFirst } from '../jobs/newest-first';
import { applicationMessages } from './messages';

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

/** The jobs a recruiter posted, newest first. */
export async function recruiterJobs({ db, recruiterId }: { db: Executor; recruiterId: string }) {
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.recruiterId, recruiterId))
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  return rows.map(toJob);
}

/**
 * The candidates who applied to a job, in order of application, each with how their answers did
 * against the knock-outs and whether a CV came with the application; only the job's owner may see them.
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
  const job = await findJobRow({ db, jobId });
  if (job.recruiterId !== recruiterId) throw forbidden(applicationMessages.notOwner);
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
