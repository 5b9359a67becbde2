import { and, eq } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { exclusionFor } from './job-exclusion';
import { jobColumns, toJob } from './job-view';
import { newestFirst } from './newest-first';
import { isOpenJob } from './open-job';

export interface ListJobsOptions {
  db: Database;
  /** A signed-in viewer whose applied (candidate) or own (recruiter) jobs are left out. */
  viewer?: string;
  limit: number;
  offset: number;
}

/**
 * One page of open jobs, newest first, along jobs_created_idx. Bounded, so the answer is built whole
 * before anything is sent: a failing query is an error status, never a cut-off 200.
 */
export async function listJobs({ db, viewer, limit, offset }: ListJobsOptions): Promise<Job[]> {
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(isOpenJob, await exclusionFor(db, viewer)))
    .orderBy(newestFirst(jobs.createdAt), jobs.jobId)
    .limit(limit)
    .offset(offset);
  return rows.map(toJob);
}

/** The headline numbers of the home page: the jobs counted are the listed (open) ones. */
export async function jobStats({ db }: { db: Database }) {
  const [totalJobs, totalRecruiters, totalCandidates] = await Promise.all([
    db.$count(jobs, isOpenJob),
    db.$count(accounts, eq(accounts.role, 'recruiter')),
    db.$count(accounts, eq(accounts.role, 'candidate')),
  ]);
  return { totalJobs, totalRecruiters, totalCandidates };
}
