import { sql, type SQL } from 'drizzle-orm';
import { prefixWord, queryWords } from './query-words';
import { anyOf, FILTER_LEXEME_STARTS, lexeme } from './search-key';

/** A word as a to_tsquery prefix term: quoted (any text), stemmed like the vector, then `:*`. */
const prefixTerm = (word: string) => `${lexeme(word)}:*`;

/**
 * `q` as PostgreSQL reads web search input (words, "quoted phrases", OR and -exclusions), with its
 * last word matched as a prefix for type-ahead (`engin` finds "Engineer"), when prefixWord allows
 * it; earlier words match whole. Two ways:
 *
 * - With `completions` (the search: correction.ts reads them from the vocabulary of titles,
 *   skills and company names, most jobs first): the last word matches any of those known stems,
 *   `'java' | 'javascript'`, or whole when none starts with it. Whole lexemes are what the GIN
 *   indexes and the index walk answer cheaply; a `:*` prefix makes GIN gather every lexeme of
 *   the range (description words too) into one bitmap that, past work_mem, turns lossy, and the
 *   walk test each row ten times slower (1M jobs: `q=git aws` 1.1 s against 20 ms).
 * - Without (saved-search alerts, which test one new job at a time): `'engin':*`, stemmed like the
 *   word; a stem that starts a filter lexeme of the search key (`ski`, `vis`: FILTER_LEXEME_STARTS)
 *   matches whole.
 *
 * Either way the parts are immutable functions of constants, which the planner folds into one tsquery.
 */
export function searchQuery(q: string, completions?: readonly string[]): SQL {
  const last = prefixWord(queryWords(q));
  if (!last || completions?.length === 0) return sql`websearch_to_tsquery('english', ${q})`;
  let prefix: SQL;
  if (completions) {
    prefix = sql`${anyOf(completions)}::tsquery`;
  } else {
    // The word's stem, and whether it starts a filter lexeme of the search key (search-key.ts): then whole.
    const stem = sql`coalesce((tsvector_to_array(to_tsvector('english', ${last.text})))[1], '')`;
    const collides = sql`strpos(${` ${FILTER_LEXEME_STARTS.join(' ')}`}, ' ' || ${stem}) > 0`;
    prefix = sql`(case when ${collides} then plainto_tsquery('english', ${last.text}) else to_tsquery('english', ${prefixTerm(last.text)}) end)`;
  }
  const rest = q.slice(0, last.at);
  return rest.trim() ? sql`(websearch_to_tsquery('english', ${rest}) && ${prefix})` : prefix;
}

/**
 * What relevance ranks by: `q` with every word whole. A job carrying the last word whole ranks above
 * one where it only starts a word (`q=java`: Java above JavaScript), and ts_rank stays as cheap as
 * before (with a prefix term that matches, it costs about ten times more per row).
 */
export const rankQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
