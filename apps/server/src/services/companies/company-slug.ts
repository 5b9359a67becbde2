import { companyPageSlug } from '@jobhunter/shared';
import { like, or, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

/** Addresses of the companies API itself, never a company's page. */
const RESERVED = ['mine', 'join'];

/**
 * A new company's slug: companyPageSlug(name), or with -2, -3… after it when another created
 * company has it. Two creations racing for one slug are settled by the unique index (the caller
 * tries again).
 */
export async function freeCompanySlug(tx: Executor, name: string): Promise<string> {
  const base = companyPageSlug(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: companies.slug })
        .from(companies)
        .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  for (const reserved of RESERVED) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const slug = `${base}-${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}
