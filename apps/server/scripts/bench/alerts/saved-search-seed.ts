import { EMPLOYMENT_TYPES } from '@jobhunter/shared';
import type { Database } from '../../../src/db/client';
import { savedSearches } from '../../../src/db/schema';
import { ENVIRONMENTS, LOCATIONS, ROLES } from '../../../src/seed/job-catalogue';
import type { Random } from '../../../src/seed/random';
import { normaliseSearchQuery } from '../../../src/services/saved-searches/search-query';

const SKILLS = [...new Set(ROLES.flatMap((role) => role.skills))];
/** Words of a title that say nothing on their own: nobody alerts on "engineer" alone. */
const GENERIC = new Set(['senior', 'engineer', 'developer', 'manager', 'engineering', 'software']);
/** What people type: a distinctive word of a job title, a title's last two words, or a skill. */
const WORDS = [
  ...new Set(
    ROLES.flatMap((role) =>
      role.designation
        .toLowerCase()
        .split(' ')
        .filter((word) => word.length > 3 && !GENERIC.has(word)),
    ),
  ),
  ...ROLES.map((role) => role.designation.toLowerCase().split(' ').slice(-2).join(' ')),
  ...SKILLS.map((skill) => skill.toLowerCase()),
];

/** A jobs-page query as candidates save them: words, mostly with a filter or two; now and then filters only. */
export function randomSearchQuery(random: Random): string {
  const params = new URLSearchParams();
  const sometimes = (chance: number, add: () => void) => random.next() < chance && add();
  const wordless = random.next() < 0.1;
  if (!wordless) params.append('q', random.pick(WORDS));
  sometimes(0.35, () =>
    random
      .some(ENVIRONMENTS, random.int(1, 2))
      .forEach((value) => params.append('work_environment', value)),
  );
  sometimes(wordless ? 1 : 0.3, () =>
    random.some(LOCATIONS, random.int(1, 2)).forEach((value) => params.append('location', value)),
  );
  sometimes(0.15, () => params.append('skill', random.pick(SKILLS)));
  sometimes(0.1, () => params.append('type_of_employment', random.pick(EMPLOYMENT_TYPES)));
  sometimes(0.2, () => params.append('minCTC', String(random.int(4, 15) * 10_000)));
  sometimes(0.1, () => params.append('maxExperienceYears', String(random.int(1, 8))));
  sometimes(0.05, () => params.append('fresher', 'true'));
  sometimes(0.1, () => params.append('visa', 'true'));
  return normaliseSearchQuery(params.toString());
}

export interface SeedSavedSearchesOptions {
  db: Database;
  random: Random;
  candidateIds: string[];
  count: number;
  /** Share of daily searches (the rest are instant). */
  dailyShare: number;
}

/** `count` saved searches spread over the candidates, inserted a few thousand rows per statement. */
export async function seedSavedSearches({
  db,
  random,
  candidateIds,
  count,
  dailyShare,
}: SeedSavedSearchesOptions) {
  const batch = 2000;
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, index) => ({
      candidateId: candidateIds[(from + index) % candidateIds.length],
      name: `Alert ${from + index}`,
      query: randomSearchQuery(random),
      frequency: random.next() < dailyShare ? ('daily' as const) : ('instant' as const),
    }));
    await db.insert(savedSearches).values(rows);
  }
}
