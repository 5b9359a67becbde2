import { and, sql, type SQL } from 'drizzle-orm';
import type { CandidateSearchOptions } from '@jobhunter/shared';

/**
 * Which candidates a search finds, over `candidate_search as cs` joined with `accounts as a`:
 * the text (`text`, the corrected q with the last word's completions), any of the skills (whole,
 * case-insensitive), any of the locations (its words in order, "Berlin" in "Berlin, Germany"),
 * and the experience bounds. The account is checked again (a discoverable, unsuspended candidate)
 * so that no row written before a change that its refresh has not yet committed can show.
 */
export function candidateCondition(options: CandidateSearchOptions, text: SQL | undefined): SQL {
  const parts: SQL[] = [
    sql`a.role = 'candidate'`,
    sql`a.discoverable`,
    sql`a.suspended_at is null`,
  ];
  if (text) parts.push(sql`cs.search_vector @@ ${text}`);
  if (options.skill?.length) {
    const skills = options.skill.map((skill) => sql`${skill.toLowerCase()}`);
    parts.push(sql`cs.skill_keys && array[${sql.join(skills, sql`, `)}]::text[]`);
  }
  if (options.location?.length) {
    const places = options.location.map((place) => sql`phraseto_tsquery('simple', ${place})`);
    parts.push(sql`cs.location_vector @@ (${sql.join(places, sql` || `)})`);
  }
  if (options.minExperienceYears !== undefined)
    parts.push(sql`cs.experience_months >= ${options.minExperienceYears * 12}::numeric`);
  if (options.maxExperienceYears !== undefined)
    parts.push(sql`cs.experience_months <= ${options.maxExperienceYears * 12}::numeric`);
  return and(...parts)!;
}
