import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { companyOf } from '../companies/companies';
import { companyPageSlug } from '@jobhunter/shared';

/**
 * Every company page's slug, sorted: the companies recruiters created (stored with their slug),
 * and the recruiters' profile companies grouped by slug (services/companies), for which this reads
 * each distinct company name once and slugs it as the company pages do. Fine for the recruiters' numbers (thousands, one short read);
 * when companies get a stored slug column, page it by keyset like the jobs.
 */
export async function companySlugs(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ company: companyOf })
    .from(accounts)
    .where(
      and(eq(accounts.role, 'recruiter'), isNull(accounts.suspendedAt), sql`${companyOf} <> ''`),
    );
  // Plus the companies recruiters created, whose slugs are stored.
  const created = await db.select({ slug: companies.slug }).from(companies);
  return [
    ...new Set([
      ...rows.map((row) => companyPageSlug(row.company)),
      ...created.map((row) => row.slug),
    ]),
  ].sort();
}
