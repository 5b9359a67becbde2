import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prefixWord, queryWords, type QueryWord } from './query-words';

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
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

interface Asked {
  word: string;
  prefix: boolean;
  /** Whether the word may be corrected (plain letters, long enough); the prefix word is asked for its completions either way. */
  correct: boolean;
}
interface Answer extends Asked {
  known: boolean;
  /** The prefix word's completions: known stems that start with its stem, most jobs first. */
  completions: string[];
  /** A nearest known word (unknown words only; none when the vocabulary is empty). */
  candidate: string | null;
  jobs: number;
  similarity: number;
}

/** How many known stems a last word typed as a prefix stands for (the most common ones). */
const MAX_COMPLETIONS = 8;
/** How long a prefix word's completions are reused: a word posted meanwhile joins them within this. */
const COMPLETIONS_TTL_MS = 60_000;

/**
 * Per database: words found known, and prefix words' completions. A word stays known: vocabulary
 * rows are never deleted (their count drops to 0), so most searches, whose words are all known,
 * skip the lookup. Unknown words are always asked again, since a job posted meanwhile may make
 * them known. Bounded; starts over.
 */
interface Memory {
  known: Set<string>;
  completions: Map<string, { lexemes: string[]; at: number }>;
}
const memories = new WeakMap<Executor, Memory>();
const MAX_REMEMBERED = 50_000;
const knownKey = (asked: Asked) => `${asked.prefix ? '*' : ''}${asked.word}`;
function memoryOf(db: Executor): Memory {
  let memory = memories.get(db);
  if (!memory || memory.known.size + memory.completions.size >= MAX_REMEMBERED)
    memories.set(db, (memory = { known: new Set(), completions: new Map() }));
  return memory;
}

/**
 * The words of `q` to look up: plain words of letters only, long enough, lower-cased and once
 * each, to correct; and the last one when searchQuery matches it as a prefix, for its completions.
 */
function lookedUp(words: QueryWord[]): Asked[] {
  const prefix = prefixWord(words);
  const asked = new Map<string, Asked>();
  for (const word of words) {
    const text = word.text.toLowerCase();
    const correct = word.plain && text.length >= CORRECT_MIN_LENGTH && /^\p{L}+$/u.test(text);
    const isPrefix = word === prefix;
    if (!correct && !isPrefix) continue;
    const before = asked.get(text);
    asked.set(text, {
      word: text,
      prefix: (before?.prefix ?? false) || isPrefix,
      correct: (before?.correct ?? false) || correct,
    });
  }
  return [...asked.values()];
}

/**
 * Whether each word is known, the prefix word's completions and, for the unknown words to
 * correct, the nearest known words. One statement: per word one B-tree probe (is its stem a known
 * stem; for the prefix word, the known stems in its range; a stop word has no stem and counts as
 * known) and, for unknown words only, one nearest-neighbour read of the trigram index
 * (`search_words`, migration 0013). Never the jobs table.
 */
async function lookUp(db: Executor, asked: Asked[]): Promise<Answer[]> {
  const result = await db.execute(sql`
    select w.word, w.prefix, w.correct, k.known, e.completions, c.word as candidate, c.jobs, similarity(c.word, w.word)::float8 as similarity
    from json_to_recordset(${JSON.stringify(asked)}::json) as w(word text, prefix boolean, correct boolean)
    cross join lateral (select min(e.lexeme) as stem from unnest(to_tsvector('english', w.word)) as e) as s
    cross join lateral (select coalesce(array_agg(x.lexeme order by x.jobs desc, x.lexeme), '{}') as completions from (
      select v.lexeme, sum(v.jobs) as jobs from search_words as v
      where w.prefix and v.lexeme ~>=~ s.stem and v.lexeme ~<~ (s.stem || chr(1114111)) and v.jobs > 0
      group by v.lexeme order by sum(v.jobs) desc, v.lexeme limit ${MAX_COMPLETIONS}) as x) as e
    cross join lateral (select s.stem is null
      or exists (select 1 from search_words as v where v.lexeme = s.stem)
      or cardinality(e.completions) > 0 as known) as k
    left join lateral (
      select v.word, v.jobs from search_words as v where w.correct and not k.known and v.jobs > 0 order by v.word <-> w.word limit ${CANDIDATES}
    ) as c on true`);
  return (result as unknown as { rows: Answer[] }).rows.map((row) => ({
    ...row,
    jobs: Number(row.jobs),
    similarity: Number(row.similarity),
  }));
}

/**
 * The known word an unknown one most likely meant: the fewest edits (for the word typed last, a
 * prefix of a known word counts too: "enginee" is on its way to "engineer"), then the most similar,
 * then the one most jobs carry. None beyond maxEdits.
 */
function bestOf(
  word: string,
  prefix: boolean,
  candidates: { candidate: string; jobs: number; similarity: number }[],
): string | undefined {
  const scored = candidates.map((candidate) => {
    const whole = editDistance(word, candidate.candidate);
    const start = prefix ? editDistance(word, candidate.candidate.slice(0, word.length)) : whole;
    return { ...candidate, edits: Math.min(whole, start) };
  });
  const best = scored
    .filter((candidate) => candidate.edits <= maxEdits(word.length))
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        b.similarity - a.similarity ||
        b.jobs - a.jobs ||
        a.candidate.localeCompare(b.candidate),
    )[0];
  return best?.candidate;
}

/** What a search's `q` means once looked up (see analyseQuery). */
export interface QueryAnalysis {
  /** `q` with unknown words replaced by the nearest known ones; undefined when nothing was replaced. */
  corrected?: string;
  /**
   * The known stems the last word, typed as a prefix, stands for (searchQuery); empty: match it
   * whole; undefined: `q` has no prefix word.
   */
  completions?: string[];
}

/**
 * Typo tolerance and type-ahead. Typo tolerance: `q` with each word no job title, skill or company
 * contains (by its stem) replaced by the nearest known word (`pyhton` → `python`, `enginer` →
 * `engineer`). Only plain words of 4+ letters are corrected; phrases, exclusions and words with
 * digits or punctuation ("c++", "node.js") are kept as typed. A word found only in descriptions is
 * unknown here and may be corrected when a known word is within reach; the reply says what was
 * searched (`correctedQuery`). Type-ahead: the known stems the last word starts (`java` → java,
 * javascript), which searchQuery matches instead of a `:*` prefix.
 */
export async function analyseQuery(db: Executor, q: string): Promise<QueryAnalysis> {
  const words = queryWords(q);
  const memory = memoryOf(db);
  // Asked again: a prefix word whose completions are older than the TTL, and an unknown word to correct.
  const remembered = (word: Asked) => {
    const completions = memory.completions.get(word.word);
    const fresh =
      !word.prefix ||
      (completions !== undefined && Date.now() - completions.at < COMPLETIONS_TTL_MS);
    return fresh && (!word.correct || memory.known.has(knownKey(word)));
  };
  const all = lookedUp(words);
  const asked = all.filter((word) => !remembered(word));
  const answers = asked.length ? await lookUp(db, asked) : [];
  const replacements = new Map<string, string>();
  for (const word of asked) {
    const mine = answers.filter((answer) => answer.word === word.word);
    if (word.prefix)
      memory.completions.set(word.word, { lexemes: mine[0]?.completions ?? [], at: Date.now() });
    if (mine.some((answer) => answer.known)) {
      memory.known.add(knownKey(word));
      continue;
    }
    if (!word.correct) continue;
    const best = bestOf(
      word.word,
      word.prefix,
      mine.flatMap((answer) =>
        answer.candidate === null ? [] : [{ ...answer, candidate: answer.candidate }],
      ),
    );
    if (best && best !== word.word) replacements.set(word.word, best);
  }
  // An unknown word has no completions: corrected or not, it is matched whole.
  const prefixed = all.find((word) => word.prefix);
  const completions = prefixed ? (memory.completions.get(prefixed.word)?.lexemes ?? []) : undefined;
  return {
    corrected: replacements.size ? replaced(q, words, replacements) : undefined,
    completions,
  };
}

function replaced(q: string, words: QueryWord[], replacements: Map<string, string>) {
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
