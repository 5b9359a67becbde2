import { createHash } from 'node:crypto';
import { companySlug } from '@jobhunter/shared';

/**
 * The page slug of a company name: the shared companySlug(), or, for a name with no Latin letter or
 * digit ("株式会社", "ООО Ромашка" reduce to nothing), `company-` and a hash of the lower-cased name:
 * stable, so every company has a page whose address does not change.
 */
export function companyPageSlug(name: string): string {
  const slug = companySlug(name);
  if (slug) return slug;
  return `company-${createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
}
