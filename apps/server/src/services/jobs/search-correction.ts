import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prefixWord, queryWords, type QueryWord } from './search-words';

/** Words shorter than this are left as typed: one edit away from too many other words. */
const CORRECT_MIN_LENGTH = 4;
/** How many nearest known words (by trigram distance) a misspelt word is compared with. */
const CANDIDATES = 8;
/** The most edits a correction may make: one in a word of 4–5 letters, two from 6 letters. */
const maxEdits = (length: number) => (length >= 6 ? 2 : 1);

/**
 * Edits between two words (insertions, deletions, substitutions and swaps of two neighbours: the
 * optimal string alignment distance), so "pyhton" is one edit from "python". Words are short.
 */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

interface Asked {
  word: string;
  prefix: boolean;
}
interface Answer extends Asked {
  known: boolean;
  /** A nearest known word (unknown words only; none when the vocabulary is empty). */
  candidate: string | null;
  jobs: number;
  similarity: number;
}

/**
 * Words found known, per database. A word stays known: vocabulary rows are never deleted (their
 * count drops to 0), so most searches, whose words are all known, skip the lookup. Unknown words
 * are always asked again, since a job posted meanwhile may make them known. Bounded; starts over.
 */
const knownWords = new WeakMap<Executor, Set<string>>();
const MAX_KNOWN = 50_000;
const knownKey = (asked: Asked) => `${asked.prefix ? '*' : ''}${asked.word}`;

/**
 * The words of `q` that may be corrected: plain words of letters only, long enough, lower-cased
 * and once each; the last one is a prefix when searchQuery matches it as one.
 */
function correctable(words: QueryWord[]): Asked[] {
  const prefix = prefixWord(words);
  const asked = new Map<string, boolean>();
  for (const word of words) {
    const text = word.text.toLowerCase();
    if (!word.plain || text.length < CORRECT_MIN_LENGTH || !/^\p{L}+$/u.test(text)) continue;
    asked.set(text, (asked.get(text) ?? false) || word === prefix);
  }
  return [...asked].map(([word, isPrefix]) => ({ word, prefix: isPrefix }));
}

/**
 * Whether each word is known and, for the unknown ones, the nearest known words. One statement:
 * per word one B-tree probe (is its stem a known stem; for the prefix word, does a known stem start
 * with it; a stop word has no stem and counts as known) and, for unknown words only, one
 * nearest-neighbour read of the trigram index (`search_words`, migration 0013). Never the jobs table.
 */
async function lookUp(db: Executor, asked: Asked[]): Promise<Answer[]> {
  const result = await db.execute(sql`
    select w.word, w.prefix, k.known, c.word as candidate, c.jobs, similarity(c.word, w.word)::float8 as similarity
    from json_to_recordset(${JSON.stringify(asked)}::json) as w(word text, prefix boolean)
    cross join lateral (select min(e.lexeme) as stem from unnest(to_tsvector('english', w.word)) as e) as s
    cross join lateral (select s.stem is null
      or exists (select 1 from search_words as v where v.lexeme = s.stem)
      or (w.prefix and coalesce(starts_with(
        (select v.lexeme from search_words as v where v.lexeme ~>=~ s.stem order by v.lexeme using ~<~ limit 1), s.stem), false)) as known) as k
    left join lateral (
      select v.word, v.jobs from search_words as v where not k.known and v.jobs > 0 order by v.word <-> w.word limit ${CANDIDATES}
    ) as c on true`);
  return (result as unknown as { rows: Answer[] }).rows.map((row) => ({ ...row, jobs: Number(row.jobs), similarity: Number(row.similarity) }));
}

/**
 * The known word an unknown one most likely meant: the fewest edits (for the word typed last, a
 * prefix of a known word counts too: "enginee" is on its way to "engineer"), then the most similar,
 * then the one most jobs carry. None beyond maxEdits.
 */
function bestOf(word: string, prefix: boolean, candidates: { candidate: string; jobs: number; similarity: number }[]): string | undefined {
  const scored = candidates.map((candidate) => {
    const whole = editDistance(word, candidate.candidate);
    const start = prefix ? editDistance(word, candidate.candidate.slice(0, word.length)) : whole;
    return { ...candidate, edits: Math.min(whole, start) };
  });
  const best = scored
    .filter((candidate) => candidate.edits <= maxEdits(word.length))
    .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || b.jobs - a.jobs || a.candidate.localeCompare(b.candidate))[0];
  return best?.candidate;
}

/**
 * Typo tolerance: `q` with each word no job title, skill or company contains (by its stem) replaced
 * by the nearest known word (`pyhton` → `python`, `enginer` → `engineer`); undefined when nothing
 * was replaced. Only plain words of 4+ letters are corrected; phrases, exclusions and words with
 * digits or punctuation ("c++", "node.js") are kept as typed. A word found only in descriptions is
 * unknown here and may be corrected when a known word is within reach; the reply says what was
 * searched (`correctedQuery`).
 */
export async function correctQuery(db: Executor, q: string): Promise<string | undefined> {
  const words = queryWords(q);
  let known = knownWords.get(db);
  if (!known || known.size >= MAX_KNOWN) knownWords.set(db, (known = new Set()));
  const asked = correctable(words).filter((word) => !known.has(knownKey(word)));
  if (!asked.length) return undefined;
  const answers = await lookUp(db, asked);
  const replacements = new Map<string, string>();
  for (const word of asked) {
    const mine = answers.filter((answer) => answer.word === word.word);
    if (mine.some((answer) => answer.known)) {
      known.add(knownKey(word));
      continue;
    }
    const best = bestOf(word.word, word.prefix, mine.flatMap((answer) => (answer.candidate === null ? [] : [{ ...answer, candidate: answer.candidate }])));
    if (best && best !== word.word) replacements.set(word.word, best);
  }
  if (!replacements.size) return undefined;
  let corrected = '';
  let end = 0;
  for (const word of words) {
    const replacement = word.plain ? replacements.get(word.text.toLowerCase()) : undefined;
    if (!replacement) continue;
    corrected += q.slice(end, word.at) + replacement;
    end = word.at + word.text.length;
  }
  return corrected + q.slice(end);
}
