/**
 * The long tail of searches `npm run bench` replays: distinct, realistic searches, as a job board's
 * visitors type them. 1–2 words from job titles and skills (or none), random filters, sorts and
 * pages, drawn from a fixed seed so every run asks the same ones. No path repeats, so the
 * 5-second job cache cannot answer them (the long-tail server runs with the cache off anyway).
 */
import {
  EMPLOYMENT_TYPES,
  jobSearchQuerySchema,
  WORK_ENVIRONMENTS,
  type JobSearchOptions,
} from '@jobhunter/shared';
import { LOCATIONS, ROLES } from '../../src/seed/job-catalogue';
import { seededRandom } from '../../src/seed/random';

const words = [
  ...new Set(
    ROLES.flatMap((role) => [
      ...role.designation.split(/[\s-]+/),
      ...role.skills.flatMap((skill) => skill.split(/\s+/)),
    ])
      .map((word) => word.toLowerCase())
      .filter((word) => word.length > 1),
  ),
];
const skills = [...new Set(ROLES.flatMap((role) => role.skills))];

export function longTailSearches(count: number, seed = 11): string[] {
  const random = seededRandom(seed);
  const chance = (p: number) => random.next() < p;
  const paths = new Set<string>();
  while (paths.size < count) {
    const params = new URLSearchParams();
    const wordCount = chance(0.1) ? 0 : chance(0.6) ? 1 : 2;
    if (wordCount)
      params.set('q', Array.from({ length: wordCount }, () => random.pick(words)).join(' '));
    if (chance(0.35)) params.set('work_environment', random.pick([...WORK_ENVIRONMENTS]));
    if (chance(0.2)) params.set('type_of_employment', random.pick([...EMPLOYMENT_TYPES]));
    if (chance(0.25)) params.set('location', random.pick(LOCATIONS));
    if (chance(0.1)) params.set('skill', random.pick(skills));
    if (chance(0.1)) params.set('fresher', 'true');
    if (chance(0.15)) params.set('visa', 'true');
    if (chance(0.1)) params.set('minCTC', String(random.int(4, 16) * 10_000));
    if (chance(0.05)) params.set('maxExperienceYears', String(random.int(0, 6)));
    const sort = random.next();
    if (sort < 0.25) params.set('sort', 'newest');
    else if (sort < 0.4) params.set('sort', 'salary');
    const page = chance(0.7) ? 1 : random.int(2, 10);
    if (page > 1) params.set('page', String(page));
    paths.add(`/api/job/search?${params}`);
  }
  return [...paths];
}

/** The first `count` long-tail searches with their options as the route parses them, for in-process runs. */
export function longTailOptions(count: number): { url: string; options: JobSearchOptions }[] {
  return longTailSearches(count).map((url) => ({
    url,
    options: jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(url.split('?')[1]))),
  }));
}

/** A long-tail search's sort as the search reads it: relevance when it has words, newest without. */
export const sortOfSearch = (url: string) =>
  /sort=(\w+)/.exec(url)?.[1] ?? (url.includes('q=') ? 'relevance' : 'newest (no q)');

/** What a visitor types into the search box, one keystroke at a time: 1–8 letters of a word. */
export function typeAheadPrefixes(count: number, seed = 13): string[] {
  const random = seededRandom(seed);
  const prefixes = new Set<string>();
  const all = [...words, ...ROLES.map((role) => role.designation.toLowerCase())];
  for (let attempt = 0; prefixes.size < count && attempt < count * 20; attempt += 1) {
    const word = random.pick(all);
    prefixes.add(word.slice(0, random.int(1, Math.min(8, word.length))));
  }
  return [...prefixes].map((prefix) => `/api/job/suggest?q=${encodeURIComponent(prefix)}`);
}
