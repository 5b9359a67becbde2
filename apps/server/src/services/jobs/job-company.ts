import type { Job } from '@jobhunter/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';

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

/**
 * The company a recruiter posts under (null without one), their membership read FOR SHARE: a
 * removal waits for the posting, and a posting after a removal goes out without the company.
 */
export async function lockPostingCompany(tx: Executor, recruiterId: string) {
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`
    select c.id, c.name from company_members m join companies c on c.id = m.company_id
    where m.account_id = ${recruiterId} for share of m`);
  return rows[0] ?? null;
}
