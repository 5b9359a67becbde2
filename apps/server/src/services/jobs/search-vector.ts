import { sql, type SQL } from 'drizzle-orm';
import { FILTER_LEXEME_STARTS } from './search-key';
import { prefixWord, queryWords } from './search-words';

type Part = string | SQL;

export interface SearchVectorParts {
  designation: Part;
  companyName: Part;
  skills: Part;
  locations: Part;
  description: Part;
}

/**
 * The weighted document full-text search matches and ranks: the title counts most, then skills
 * and company, then locations, then the description. Written with the row (a generated column
 * cannot use array_to_string, which is not immutable); parts are values or SQL for bulk inserts.
 */
export function searchVector(parts: SearchVectorParts): SQL {
  const weighted = (part: Part, weight: 'A' | 'B' | 'C' | 'D') =>
    sql`setweight(to_tsvector('english', coalesce(${part}, '')), ${sql.raw(`'${weight}'`)})`;
  return sql`(${weighted(parts.designation, 'A')} || ${weighted(parts.skills, 'B')} || ${weighted(parts.companyName, 'B')} || ${weighted(parts.locations, 'C')} || ${weighted(parts.description, 'D')})`;
}

/** A word as a to_tsquery prefix term: quoted (any text), stemmed like the vector, then `:*`. */
const prefixTerm = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;

/**
 * `q` as PostgreSQL reads web search input (words, "quoted phrases", OR and -exclusions), with its
 * last word matched as a prefix for type-ahead (`engin` finds "Engineer": `'engin':*`), when
 * prefixWord allows it; earlier words match whole. Both parts are immutable functions of
 * constants, so the planner folds them into one tsquery: the index walk tests rows against a
 * constant, and the GIN path reads the prefix's key range. The prefix is stemmed like the word
 * would be (a stem that starts a filter lexeme of the search key, `ski` or `vis`, matches whole:
 * FILTER_LEXEME_STARTS), so a word typed past its stem ("enginee", stem "engine") finds nothing by itself; typo
 * correction (search-correction.ts) completes such a word to a known one.
 */
export function searchQuery(q: string): SQL {
  const last = prefixWord(queryWords(q));
  if (!last) return sql`websearch_to_tsquery('english', ${q})`;
  // The word's stem, and whether it starts a filter lexeme of the search key (search-key.ts): then whole.
  const stem = sql`coalesce((tsvector_to_array(to_tsvector('english', ${last.text})))[1], '')`;
  const collides = sql`strpos(${` ${FILTER_LEXEME_STARTS.join(' ')}`}, ' ' || ${stem}) > 0`;
  const prefix = sql`(case when ${collides} then plainto_tsquery('english', ${last.text}) else to_tsquery('english', ${prefixTerm(last.text)}) end)`;
  const rest = q.slice(0, last.at);
  return rest.trim() ? sql`(websearch_to_tsquery('english', ${rest}) && ${prefix})` : prefix;
}

/**
 * What relevance ranks by: `q` with every word whole. A job carrying the last word whole ranks above
 * one where it only starts a word (`q=java`: Java above JavaScript), and ts_rank stays as cheap as
 * before (with a prefix term that matches, it costs about ten times more per row).
 */
export const rankQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
