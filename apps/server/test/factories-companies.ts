import type { CompanyRole } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { companies, companyMembers } from '../src/db/schema';

let counter = 0;

export interface CreatedCompany {
  id: string;
  slug: string;
  name: string;
}

/**
 * A company written straight into the database (no HTTP), with `owner` as its owner, so tests of
 * what members may do don't depend on the company routes. Jobs the owner posted before stay
 * theirs; jobs posted after go to the company.
 */
export async function createCompany(
  db: Executor,
  { owner, name }: { owner: { id: string }; name?: string },
): Promise<CreatedCompany> {
  counter += 1;
  const companyName = name ?? `Teamwork ${process.pid % 1000} ${counter}`;
  const slug = companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [company] = await db
    .insert(companies)
    .values({ slug, name: companyName })
    .returning({ id: companies.id, slug: companies.slug, name: companies.name });
  await addMember(db, { company, account: owner, role: 'owner' });
  return company;
}

/** Makes the account a member of the company with this role. */
export async function addMember(
  db: Executor,
  {
    company,
    account,
    role,
  }: { company: { id: string }; account: { id: string }; role: CompanyRole },
) {
  await db.insert(companyMembers).values({ companyId: company.id, accountId: account.id, role });
}

/** Takes the account out of its company (its membership row only; the jobs stay). */
export async function removeMember(db: Executor, account: { id: string }) {
  await db.delete(companyMembers).where(eq(companyMembers.accountId, account.id));
}
