import { sha256Hex } from './sha256';

// Apart from formatters.ts: the web app's start-up code uses initials() from there, and a module is
// bundled whole, so the slug's SHA-256 would be part of every page's start-up JavaScript.

/**
 * A company's slug: its name lower-cased, accents dropped, every run of other characters a hyphen.
 * Two recruiters who write "Acme Corp" and "ACME corp." share one page.
 */
export function companySlug(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The page slug of a company name: companySlug(), or, for a name with no Latin letter or digit
 * ("株式会社", "ООО Ромашка" reduce to nothing), `company-` and the first 12 hex digits of the SHA-256
 * of the trimmed, lower-cased name: stable, so every company has a page whose address does not
 * change. The server groups companies by it and the web app links with it, so both must agree.
 * It never returns '': callers decide that a blank name has no page.
 */
export function companyPageSlug(name: string): string {
  const slug = companySlug(name);
  if (slug) return slug;
  return `company-${sha256Hex(name.trim().toLowerCase()).slice(0, 12)}`;
}
