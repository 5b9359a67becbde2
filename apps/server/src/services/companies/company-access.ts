import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { companyMessages } from './messages';

export type CompanyRow = typeof companies.$inferSelect;

/** The company with this id locked as lockCompany does; undefined when there is none. */
export async function lockCompanyById(tx: Executor, id: string): Promise<CompanyRow | undefined> {
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.id, id))
    .for('no key update');
  return company;
}

/** The recruiter's company and role, or undefined when they are in none. */
export async function membershipOf(tx: Executor, accountId: string) {
  const [row] = await tx
    .select({ company: companies, role: companyMembers.role, joinedAt: companyMembers.joinedAt })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.accountId, accountId));
  return row;
}

/**
 * The company at `slug`, locked: every change to a company's members or settings starts here, so
 * two of them on one company run one after the other (two owners demoting each other at once
 * cannot both see another owner left). FOR NO KEY UPDATE, not FOR UPDATE: it excludes the other
 * changes the same way, and the FOR SHARE a posting takes first (jobs/job-company.ts), so a posting
 * and a change to the members run one after the other, in the one lock order (company, account,
 * job, membership) that keeps them from deadlocking; a job's foreign key alone (KEY SHARE) does not
 * wait for it. 404 when there is none.
 */
export async function lockCompany(tx: Executor, slug: string): Promise<CompanyRow> {
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.slug, slug))
    .for('no key update');
  if (!company) throw notFound(companyMessages.noSuchCompany);
  return company;
}

/** The account's role in the company, or null when it is not a member. */
export async function roleIn(
  tx: Executor,
  { companyId, accountId }: { companyId: string; accountId: string },
): Promise<CompanyRole | null> {
  const [member] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.accountId, accountId)));
  return member?.role ?? null;
}

/** Locks the company at `slug` and throws 403 unless the account is one of its owners. */
export async function lockCompanyAsOwner(
  tx: Executor,
  { slug, accountId }: { slug: string; accountId: string },
): Promise<CompanyRow> {
  const company = await lockCompany(tx, slug);
  if ((await roleIn(tx, { companyId: company.id, accountId })) !== 'owner')
    throw forbidden(companyMessages.ownersOnly);
  return company;
}

/** How many owners the company has (read under the company's lock). */
export async function ownerCount(tx: Executor, companyId: string): Promise<number> {
  const owners = await tx
    .select({ id: companyMembers.accountId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return owners.length;
}

export const profileOf = ({ slug, name, website, about, logo }: CompanyRow) => ({
  slug,
  name,
  website,
  about,
  logo,
});
