import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchTerms } from '../../db/schema';

/** At most this many suggestions: a hint beside the profile, not a list to wade through. */
export const MAX_SUGGESTED_SKILLS = 20;
/** Skills are named in one to three words ("Go", "Machine Learning", "Google Cloud Platform"). */
const MAX_WORDS = 3;

/**
 * The words of a text as skills are written: split on spaces and list punctuation, keeping the
 * characters skill names carry inside or at the end (Node.js, C++, C#), dropping a sentence's
 * closing punctuation.
 */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,;/|()[\]{}<>"'“”‘’•·–—]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}.#+]+|[.:!?]+$/gu, ''))
    .filter((word) => word.length > 0);
}

/** The distinct 1–3 word sequences of the text, in order of first appearance. */
export function phrasesOf(text: string): string[] {
  const words = wordsOf(text);
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_WORDS && i + n <= words.length; n++) {
      phrases.add(words.slice(i, i + n).join(' '));
    }
  }
  return [...phrases];
}

export interface SuggestedSkillsOptions {
  db: Executor;
  text: string;
  /** The skills the profile already lists, in any case. */
  profileSkills: string[];
}

/**
 * Skills the CV names that the profile lacks, among those the site's jobs ask for (search_terms,
 * kept by triggers on jobs), in the order the CV first names them.
 */
export async function suggestedSkills({
  db,
  text,
  profileSkills,
}: SuggestedSkillsOptions): Promise<string[]> {
  const phrases = phrasesOf(text);
  if (phrases.length === 0) return [];
  const rows = await db
    .select({ key: searchTerms.key, label: searchTerms.label })
    .from(searchTerms)
    .where(
      and(
        eq(searchTerms.kind, 'skill'),
        gt(searchTerms.jobs, 0),
        sql`${searchTerms.key} = any(${sql.param(phrases)}::text[])`,
      ),
    );
  const known = new Set(profileSkills.map((skill) => skill.trim().toLowerCase()));
  const labels = new Map(rows.map((row) => [row.key, row.label]));
  return phrases
    .filter((phrase) => labels.has(phrase) && !known.has(phrase))
    .slice(0, MAX_SUGGESTED_SKILLS)
    .map((phrase) => labels.get(phrase)!);
}
