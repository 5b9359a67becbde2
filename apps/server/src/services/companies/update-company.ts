import { eq } from 'drizzle-orm';
import type { CompanyUpdate, MemberCompany } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/constraint-violation';
import type { JobChanges } from '../jobs/job-cache';
import { lockCompanyAsOwner, profileOf } from './company-access';
import { renameCompanyJobs } from './company-jobs';
import { companyMessages } from './messages';

/**
 * An owner changes the company's settings. The slug stays (links to the page keep working); a new
 * name is shown on the company's jobs at once and found by search.
 */
export async function updateCompany({
  db,
  jobChanges,
  accountId,
  slug,
  update,
}: {
  db: Database;
  jobChanges: JobChanges;
  accountId: string;
  slug: string;
  update: CompanyUpdate;
}): Promise<MemberCompany> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockCompanyAsOwner(tx, { slug, accountId });
      const [after] =
        Object.keys(update).length === 0
          ? [before]
          : await tx.update(companies).set(update).where(eq(companies.id, before.id)).returning();
      if (after!.name !== before.name) {
        await renameCompanyJobs(tx, { companyId: before.id, name: after!.name });
        await jobChanges.changed(tx, { kind: 'poster' });
      }
      return { ...profileOf(after!), role: 'owner' as const };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'companies_name_key') throw conflict(companyMessages.nameTaken);
    throw error;
  }
}
