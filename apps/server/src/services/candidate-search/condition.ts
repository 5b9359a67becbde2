import { and, sql, type SQL } from 'drizzle-orm';
import type { CandidateSearchOptions } from '@jobhunter/shared';

/**
 * Which search rows (`candidate_search as cs`) a search finds: the text (`text`, the corrected q
 * with the last word's completions), any of the skills (whole, case-insensitive), any of the
 * locations (its words in order, "Berlin" in "Berlin, Germany"), and the experience bounds.
 */
export function candidateCondition(options: CandidateSearchOptions, text: SQL | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (text) parts.push(sql`cs.search_vector @@ ${text}`);
  if (options.skill?.length) {
    const skills = options.skill.map((skill) => sql`${skill.toLowerCase()}`);
    parts.push(sql`cs.skill_keys && array[${sql.join(skills, sql`, `)}]::text[]`);
  }
  if (options.location?.length) {
    const places = options.location.map((place) => sql`phraseto_tsquery('simple', ${place})`);
    parts.push(sql`cs.location_vector @@ (${sql.join(places, sql` || `)})`);
  }
  // Whole months, compared as the integer column is: the planner then estimates from its statistics
  // (against a numeric it guesses, and would sort every row instead of walking the newest).
  if (options.minExperienceYears !== undefined)
    parts.push(
      sql`cs.experience_months >= ${Math.ceil(options.minExperienceYears * 12 - 1e-9)}::integer`,
    );
  if (options.maxExperienceYears !== undefined)
    parts.push(
      sql`cs.experience_months <= ${Math.floor(options.maxExperienceYears * 12 + 1e-9)}::integer`,
    );
  return and(...parts)!;
}

/**
 * The account of a search row (`accounts as a`), checked again: a discoverable, unsuspended
 * candidate, so a row whose account changed by other means than the services that refresh it
 * never shows.
 */
export const mayBeFound = sql`a.role = 'candidate' and a.discoverable and a.suspended_at is null`;
