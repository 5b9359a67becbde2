/**
 * The long tail of candidate searches the candidate bench replays: distinct searches a recruiter
 * types, drawn from a fixed seed so every run asks the same ones. 1–3 words from the catalogue's
 * titles and skills and from the bulk-seeded CVs' vocabulary (tools and domains no job names),
 * sometimes with a skill filter, a location, experience bounds, and pages 1–5. No path repeats.
 */
import { LOCATIONS, ROLES } from '../../src/seed/job-catalogue';
import { DOMAINS, TOOLS } from '../../src/seed/bulk/random-resume';
import { seededRandom } from '../../src/seed/random';

const profileWords = [
  ...new Set(
    ROLES.flatMap((role) => [
      ...role.designation.split(/[\s-]+/),
      ...role.skills.flatMap((skill) => skill.split(/\s+/)),
    ])
      .map((word) => word.toLowerCase())
      .filter((word) => word.length > 1),
  ),
];
const cvWords = [...TOOLS, ...DOMAINS.flatMap((domain) => domain.split(' '))].map((word) =>
  word.toLowerCase(),
);
const skills = [...new Set(ROLES.flatMap((role) => role.skills))];

export function candidateSearches(count: number, seed = 23): string[] {
  const random = seededRandom(seed);
  const chance = (p: number) => random.next() < p;
  const word = () => (chance(0.3) ? random.pick(cvWords) : random.pick(profileWords));
  const paths = new Set<string>();
  while (paths.size < count) {
    const params = new URLSearchParams();
    const wordCount = chance(0.05) ? 0 : chance(0.5) ? 1 : chance(0.7) ? 2 : 3;
    if (wordCount) params.set('q', Array.from({ length: wordCount }, word).join(' '));
    if (chance(0.2)) params.set('skill', random.pick(skills));
    if (chance(0.25)) params.set('location', random.pick(LOCATIONS.slice(0, -1)));
    const min = chance(0.2) ? random.int(1, 10) : undefined;
    if (min !== undefined) params.set('minExperienceYears', String(min));
    if (chance(0.1)) params.set('maxExperienceYears', String(random.int(min ?? 0, 15)));
    const page = chance(0.7) ? 1 : random.int(2, 5);
    if (page > 1) params.set('page', String(page));
    paths.add(`/api/candidate/search?${params}`);
  }
  return [...paths];
}
