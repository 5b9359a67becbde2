import type { CompanyInput, MemberCompany } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/constraint-violation';
import type { JobChanges } from '../jobs/job-cache';
import { membershipOf, profileOf } from './company-access';
import { moveJobsToCompany } from './company-jobs';
import { freeCompanySlug } from './company-slug';
import { companyMessages } from './messages';

/** Tries when another company took the chosen slug between the read and the insert. */
const SLUG_TRIES = 3;

/**
 * Creates a company with the recruiter as its owner; their jobs without a company move to it, in
 * the same transaction. 409 when they are already in a company, or a company has the name (the
 * case-insensitive unique index decides, so two creations at once cannot both win).
 */
export async function createCompany({
  db,
  jobChanges,
  accountId,
  input,
}: {
  db: Database;
  jobChanges: JobChanges;
  accountId: string;
  input: CompanyInput;
}): Promise<MemberCompany> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        if (await membershipOf(tx, accountId)) throw conflict(companyMessages.alreadyInCompany);
        const [company] = await tx
          .insert(companies)
          .values({
            slug: await freeCompanySlug(tx, input.name),
            name: input.name,
            website: input.website ?? '',
            about: input.about ?? '',
            logo: input.logo ?? '',
          })
          .returning();
        await tx
          .insert(companyMembers)
          .values({ accountId, companyId: company!.id, role: 'owner' });
        if ((await moveJobsToCompany(tx, { recruiterId: accountId, company: company! })) > 0)
          await jobChanges.changed(tx, { kind: 'poster' });
        return { ...profileOf(company!), role: 'owner' as const };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'companies_name_key') throw conflict(companyMessages.nameTaken);
      if (constraint === 'company_members_pkey') throw conflict(companyMessages.alreadyInCompany);
      if (constraint === 'companies_slug_unique' && attempt < SLUG_TRIES) continue;
      throw error;
    }
  }
}
