import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, companyMembers, jobs } from '../../db/schema';
import { searchVector } from '../search';

const joined = (column: typeof jobs.skillsRequired | typeof jobs.jobLocation) =>
  sql`array_to_string(${column}, ' ')`;

/** The search vector rebuilt from a job's stored fields under another company name. */
const vectorWith = (companyName: string) =>
  searchVector({
    designation: sql`${jobs.designation}`,
    companyName,
    skills: joined(jobs.skillsRequired),
    locations: joined(jobs.jobLocation),
    description: sql`${jobs.jobDescription}`,
  });

/**
 * A recruiter who creates or joins a company brings their jobs without a company: they become the
 * company's, show its name, and are found by it. Answers how many moved (the caller tells the job
 * caches when any did).
 */
export async function moveJobsToCompany(
  tx: Executor,
  { recruiterId, company }: { recruiterId: string; company: { id: string; name: string } },
): Promise<number> {
  const moved = await tx
    .update(jobs)
    .set({
      companyId: company.id,
      companyName: company.name,
      searchVector: vectorWith(company.name),
    })
    .where(and(eq(jobs.recruiterId, recruiterId), isNull(jobs.companyId)))
    .returning({ jobId: jobs.jobId });
  return moved.length;
}

/** A company renamed: its jobs show the new name and are found by it. */
export async function renameCompanyJobs(
  tx: Executor,
  { companyId, name }: { companyId: string; name: string },
) {
  await tx
    .update(jobs)
    .set({ companyName: name, searchVector: vectorWith(name) })
    .where(eq(jobs.companyId, companyId));
}

/**
 * The member's company jobs pass to an owner of the company (the earliest-joined one other than
 * them, or `toId`, the member about to become the owner): the jobs stay the company's, and the
 * member's later account deletion cannot cascade into them. The jobs show the new poster's name
 * and email. False when there is nobody to hand them to.
 */
export async function handOverJobs(
  tx: Executor,
  { companyId, fromId, toId }: { companyId: string; fromId: string; toId?: string },
): Promise<boolean> {
  const [owner] = await tx
    .select({
      id: accounts.id,
      username: accounts.username,
      firstName: accounts.firstName,
      email: accounts.email,
    })
    .from(companyMembers)
    .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        toId === undefined
          ? and(eq(companyMembers.role, 'owner'), sql`${companyMembers.accountId} <> ${fromId}`)
          : eq(companyMembers.accountId, toId),
      ),
    )
    .orderBy(companyMembers.joinedAt, companyMembers.accountId)
    .limit(1);
  if (!owner) return false;
  await tx
    .update(jobs)
    .set({
      recruiterId: owner.id,
      username: owner.username,
      name: owner.firstName,
      email: owner.email,
    })
    .where(and(eq(jobs.recruiterId, fromId), eq(jobs.companyId, companyId)));
  return true;
}

/**
 * The only member leaves: their jobs go back to being theirs alone (no company), under the company
 * their profile names, as before they created or joined it.
 */
export async function detachJobs(
  tx: Executor,
  { companyId, recruiterId }: { companyId: string; recruiterId: string },
) {
  const [profile] = await tx
    .select({ company: sql<string>`coalesce(${accounts.currentJob} ->> 'company', '')` })
    .from(accounts)
    .where(eq(accounts.id, recruiterId));
  const name = profile?.company ?? '';
  await tx
    .update(jobs)
    .set({ companyId: null, companyName: name, searchVector: vectorWith(name) })
    .where(and(eq(jobs.recruiterId, recruiterId), eq(jobs.companyId, companyId)));
}
