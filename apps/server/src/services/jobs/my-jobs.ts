import {
  APPLICATION_STATUSES,
  type ApplicantCounts,
  type CompanyRole,
  type MyJob,
} from '@jobhunter/shared';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applications, jobs } from '../../db/schema';
import { jobAccessCondition } from '../companies/job-access';
import { fullName } from '../notifications/application-events';
import { companyColumns, withCompany } from './job-company';
import { hiddenColumns, hiddenOf } from './job-hidden';
import { jobColumns, toJob } from './job-view';
import { newestFirst } from './newest-first';

/** One count per application status, zeros included: `count(*) filter (where status = …)`. */
const applicantCounts = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [
    status,
    sql<number>`count(*) filter (where ${applications.status} = ${status})`.mapWith(Number),
  ]),
) as Record<keyof ApplicantCounts, SQL.Aliased<number> | SQL<number>>;

/**
 * The recruiter's role on each job of a list: `owner` of one they posted without a company, their
 * role in the company otherwise (the list holds only jobs they may read).
 */
const roleOn = (recruiterId: string) =>
  sql<CompanyRole>`case when ${jobs.companyId} is null then 'owner' else (
    select m.role from company_members m
    where m.company_id = ${jobs.companyId} and m.account_id = ${recruiterId}) end`;

/**
 * The signed-in recruiter's jobs, open, closed and hidden (saying why), newest first: the ones they posted, or every job
 * of their company (services/companies/job-access.ts), each with who posted it, the recruiter's role
 * on it and its applicants counted by status: one query (jobs left join applications, grouped by
 * job), however many jobs.
 */
export async function myJobs({
  db,
  recruiterId,
}: {
  db: Database;
  recruiterId: string;
}): Promise<MyJob[]> {
  const rows = await db
    .select({
      job: jobColumns,
      company: companyColumns,
      hidden: hiddenColumns,
      applicants: applicantCounts,
      poster: {
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      },
      role: roleOn(recruiterId),
    })
    .from(jobs)
    .innerJoin(accounts, eq(accounts.id, jobs.recruiterId))
    .leftJoin(applications, eq(applications.jobId, jobs.jobId))
    .where(jobAccessCondition(recruiterId, 'read'))
    .groupBy(jobs.jobId, accounts.id)
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  return rows.map((row) => ({
    ...withCompany(toJob(row.job), row.company),
    hidden: hiddenOf(row.hidden),
    applicants: row.applicants as ApplicantCounts,
    postedBy: { username: row.poster.username, name: fullName(row.poster) },
    role: row.role,
  }));
}
