import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bestOf } from './nearest-word';
import { prefixWord, queryWords, type QueryWord } from './query-words';
import type { Vocabulary } from './vocabulary';

/** Words shorter than this are left as typed: one edit away from too many other words. */
const CORRECT_MIN_LENGTH = 4;
/** How many nearest known words (by trigram distance) a misspelt word is compared with. */
const CANDIDATES = 8;

type Asked = {
  word: string;
  prefix: boolean;
  /** Whether the word may be corrected (plain letters, long enough); the prefix word is asked for its completions either way. */
  correct: boolean;
};
type Answer = Asked & {
  known: boolean;
  /** The prefix word's completions: known stems that start with its stem, most jobs first. */
  completions: string[];
  /** A nearest known word (unknown words only; none when the vocabulary is empty). */
  candidate: string | null;
  jobs: number;
  similarity: number;
};

/**
 * Where the known words are: a table of (word, lexeme, count) kept by triggers, with its trigram
 * index, and optionally what else makes a stem known though the table lacks it.
 */
export interface WordSource {
  table: SQL;
  /** The column counting the documents that carry the word. */
  count: SQL;
  /** Known anyway, given the word's stem (text, never null here). */
  alsoKnown?: (stem: SQL) => SQL;
}

/** The job search's vocabulary: words of titles, skills and company names (migration 0013). */
export const JOB_WORDS: WordSource = { table: sql.raw('search_words'), count: sql.raw('jobs') };

/** How many known stems a last word typed as a prefix stands for (the most common ones). */
const MAX_COMPLETIONS = 8;
const knownKey = (asked: Asked) => `${asked.prefix ? '*' : ''}${asked.word}`;

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
async function lookUp(db: Executor, asked: Asked[], source: WordSource): Promise<Answer[]> {
  const { table, count } = source;
  const alsoKnown = source.alsoKnown ? sql` or ${source.alsoKnown(sql`s.stem`)}` : sql``;
  const { rows } = await db.execute<Answer>(sql`
    select w.word, w.prefix, w.correct, k.known, e.completions, c.word as candidate, c.jobs, similarity(c.word, w.word)::float8 as similarity
    from json_to_recordset(${JSON.stringify(asked)}::json) as w(word text, prefix boolean, correct boolean)
    cross join lateral (select min(e.lexeme) as stem from unnest(to_tsvector('english', w.word)) as e) as s
    cross join lateral (select coalesce(array_agg(x.lexeme order by x.jobs desc, x.lexeme), '{}') as completions from (
      select v.lexeme, sum(v.${count}) as jobs from ${table} as v
      where w.prefix and v.lexeme ~>=~ s.stem and v.lexeme ~<~ (s.stem || chr(1114111)) and v.${count} > 0
      group by v.lexeme order by sum(v.${count}) desc, v.lexeme limit ${MAX_COMPLETIONS}) as x) as e
    cross join lateral (select s.stem is null
      or exists (select 1 from ${table} as v where v.lexeme = s.stem)
      or cardinality(e.completions) > 0${alsoKnown} as known) as k
    left join lateral (
      select v.word, v.${count} as jobs from ${table} as v where w.correct and not k.known and v.${count} > 0 order by v.word <-> w.word limit ${CANDIDATES}
    ) as c on true`);
  return rows.map((row) => ({
    ...row,
    jobs: Number(row.jobs),
    similarity: Number(row.similarity),
  }));
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
 * javascript), which searchQuery matches instead of a `:*` prefix. `vocabulary`: what earlier
 * searches learnt (caches.ts), so known words are not asked again; without it every word is looked
 * up (saving a search, which is rare). `source`: which vocabulary (the job search's by default).
 */
export async function analyseQuery(
  db: Executor,
  q: string,
  vocabulary?: Vocabulary,
  source: WordSource = JOB_WORDS,
): Promise<QueryAnalysis> {
  const words = queryWords(q);
  const all = lookedUp(words);
  const prefixed = all.find((word) => word.prefix);
  let completions = prefixed && vocabulary?.completions(prefixed.word);
  // Asked again: a prefix word without fresh completions, and a word to correct not known yet.
  const remembered = (word: Asked) =>
    (!word.prefix || completions !== undefined) &&
    (!word.correct || vocabulary?.isKnown(knownKey(word)) === true);
  const asked = vocabulary ? all.filter((word) => !remembered(word)) : all;
  const answers = asked.length ? await lookUp(db, asked, source) : [];
  const replacements = new Map<string, string>();
  for (const word of asked) {
    const mine = answers.filter((answer) => answer.word === word.word);
    if (word.prefix) {
      completions = mine[0]?.completions ?? [];
      vocabulary?.setCompletions(word.word, completions);
    }
    if (mine.some((answer) => answer.known)) {
      vocabulary?.addKnown(knownKey(word));
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
  return {
    corrected: replacements.size ? replaced(q, words, replacements) : undefined,
    completions: prefixed ? (completions ?? []) : undefined,
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
