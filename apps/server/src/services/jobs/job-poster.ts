import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { searchVector } from '../search';

/** What a job shows of the recruiter who posted it, copied from the profile at posting time. */
export interface PosterDetails {
  name: string;
  email: string;
  companyName: string;
}

/** The poster details a recruiter profile gives its jobs (as services/jobs/create-job.ts copies them). */
export const posterDetailsOf = (profile: {
  firstName: string;
  email: string;
  currentJob: Record<string, string>;
}): PosterDetails => ({
  name: profile.firstName,
  email: profile.email,
  companyName: profile.currentJob.company ?? '',
});

export const samePoster = (a: PosterDetails, b: PosterDetails) =>
  a.name === b.name && a.email === b.email && a.companyName === b.companyName;

/**
 * A recruiter edited the profile: their jobs show the new name, email and company. The company is
 * part of the search document, so the search vector is rebuilt from the stored fields with it. A
 * job of a company keeps the company's name: the profile's company is only what a recruiter
 * without one shows.
 */
export async function updatePosterDetails(
  db: Executor,
  recruiterId: string,
  details: PosterDetails,
) {
  const joined = (column: typeof jobs.skillsRequired | typeof jobs.jobLocation) =>
    sql`array_to_string(${column}, ' ')`;
  const companyName = sql<string>`case when ${jobs.companyId} is null
    then ${details.companyName} else ${jobs.companyName} end`;
  await db
    .update(jobs)
    .set({
      ...details,
      companyName,
      searchVector: searchVector({
        designation: sql`${jobs.designation}`,
        companyName,
        skills: joined(jobs.skillsRequired),
        locations: joined(jobs.jobLocation),
        description: sql`${jobs.jobDescription}`,
      }),
    })
    .where(eq(jobs.recruiterId, recruiterId));
}
