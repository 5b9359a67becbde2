import { and, asc, eq, sql } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, jobs, usernames } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobColumns, toJob } from './job-view';
import { jobMessages } from './messages';
import { newestFirst } from './newest-first';
import { isOpenJob } from './open-job';

/** A recruiter's open jobs, newest first: the jobs on their public profile page. 404 no such recruiter. */
export async function jobsByRecruiter({
  db,
  username,
}: {
  db: Database;
  username: string;
}): Promise<Job[]> {
  const [recruiter] = await db
    .select({ id: accounts.id })
    .from(usernames)
    .innerJoin(accounts, eq(accounts.username, usernames.username))
    // Any case, as the profile page finds the recruiter (services/accounts/profiles.ts).
    .where(
      and(sql`lower(${usernames.username}) = lower(${username})`, eq(accounts.role, 'recruiter')),
    );
  if (!recruiter) throw notFound(jobMessages.noSuchRecruiter);
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.recruiterId, recruiter.id), isOpenJob))
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  return rows.map(toJob);
}
