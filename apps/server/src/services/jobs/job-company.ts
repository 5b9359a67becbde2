import { moderationMessages, type Job } from '@jobhunter/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { forbidden } from '../../lib/http-error';

/**
 * The company a job belongs to, for the views that show it (the single job, the recruiter's lists):
 * two subqueries on the company's key, so a list needs no join and a job without one costs nothing.
 */
export const companyColumns = {
  companySlug: sql<
    string | null
  >`(select c.slug from companies c where c.id = ${jobs.companyId})`.as('company_slug'),
  companyTitle: sql<
    string | null
  >`(select c.name from companies c where c.id = ${jobs.companyId})`.as('company_title'),
};

export interface JobCompany {
  companySlug: string | null;
  companyTitle: string | null;
}

/** The job with `company`: its company's slug and name, or null for a job posted without one. */
export const withCompany = (job: Job, { companySlug, companyTitle }: JobCompany): Job => ({
  ...job,
  company: companySlug === null ? null : { slug: companySlug, name: companyTitle ?? '' },
});

const TRIES = 3;

/**
 * The company a recruiter posts under (null without one), in the order a change to the company's
 * members (and deleting the account) takes rows: the company FOR SHARE, the recruiter's account
 * (KEY SHARE), then their membership FOR SHARE. A member's departure hands their jobs over while
 * holding the company, so it waits for the posting and hands this job over too; a posting that
 * comes after the departure finds no membership and goes out without the company.
 */
export async function lockPostingCompany(tx: Executor, recruiterId: string) {
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    const seen = await companyOf(tx, recruiterId, sql``);
    if (seen) await tx.execute(sql`select 1 from companies where id = ${seen.id} for share`);
    // Read under the lock: a post that passed the token check just before a suspension committed
    // waits for it here, and must not then add an open job the suspension did not hide.
    const { rows } = await tx.execute<{ suspended: boolean }>(sql`
      select suspended_at is not null as suspended from accounts
      where id = ${recruiterId} for key share`);
    if (rows[0]?.suspended) throw forbidden(moderationMessages.accountSuspended);
    const member = await companyOf(tx, recruiterId, sql`for share of m`);
    // Joined another company in between: read again under that company's lock.
    if (member && member.id !== seen?.id) continue;
    return member ?? null;
  }
  throw new Error('The recruiter kept changing company while posting');
}

async function companyOf(tx: Executor, recruiterId: string, lock: SQL) {
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`
    select c.id, c.name from company_members m join companies c on c.id = m.company_id
    where m.account_id = ${recruiterId} ${lock}`);
  return rows[0];
}
