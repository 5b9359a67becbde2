import type { Job } from '@jobhunter/shared';
import type { MatchProfile } from './candidate-profile';

/** How a pooled job matched, as the scoring query returns it. */
export type Scored = {
  job_id: string;
  /** How many core skills the job asks for. */
  skills: number;
  /** The profile's title lexemes found in the job's title. */
  title_words: string[];
  in_location: boolean;
  remote: boolean;
  fits: boolean;
};

const words = (text: string) => text.split(/[^\p{L}\p{N}+#.]+/u).filter((word) => word.length > 0);

/**
 * The title words the job's title shares: the whole title (or current role) when all its words
 * match, otherwise the matching words as the candidate wrote them.
 */
function titleReason(profile: MatchProfile, matched: Set<string>): string | undefined {
  if (matched.size === 0) return undefined;
  const lexemesOf = new Map(profile.titleWords.map((entry) => [entry.word, entry.lexemes]));
  const matches = (word: string) => {
    const lexemes = lexemesOf.get(word.toLowerCase()) ?? [];
    return lexemes.length > 0 && lexemes.every((lexeme) => matched.has(lexeme));
  };
  for (const title of profile.titles) {
    const meaningful = words(title).filter(
      (word) => (lexemesOf.get(word.toLowerCase()) ?? []).length,
    );
    if (meaningful.length > 0 && meaningful.every(matches)) return title;
  }
  const some = [...new Set(profile.titles.flatMap((title) => words(title).filter(matches)))].filter(
    (word, index, all) => all.findIndex((w) => w.toLowerCase() === word.toLowerCase()) === index,
  );
  return some.length ? some.join(' ') : undefined;
}

const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/**
 * Why a job was picked, in the job's own spelling of its skills and locations: "Matches your
 * skills: React, TypeScript", "Matches your title: Frontend Engineer", "In your location: Berlin"
 * or "Remote", "Fits your 4 years of experience".
 */
export function reasonsFor(job: Job, scored: Scored, profile: MatchProfile): string[] {
  const reasons: string[] = [];
  const skillKeys = new Set(profile.skillKeys);
  const skills = [
    ...new Set(job.skills_required.filter((skill) => skillKeys.has(skill.trim().toLowerCase()))),
  ];
  if (skills.length) reasons.push(`Matches your skills: ${skills.join(', ')}`);
  const title = titleReason(profile, new Set(scored.title_words));
  if (title) reasons.push(`Matches your title: ${title}`);
  const locationKeys = new Set(profile.locationKeys);
  const location = job.job_location.find((entry) => locationKeys.has(entry.toLowerCase()));
  if (scored.in_location && location) reasons.push(`In your location: ${location}`);
  else if (scored.remote) reasons.push('Remote');
  if (scored.fits && profile.experienceYears !== null)
    reasons.push(`Fits your ${yearsText(profile.experienceYears)} of experience`);
  return reasons;
}
