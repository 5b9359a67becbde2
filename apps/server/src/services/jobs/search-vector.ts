import { sql, type SQL } from 'drizzle-orm';
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
 * would be, so a word typed past its stem ("enginee", stem "engine") finds nothing by itself; typo
 * correction (search-correction.ts) completes such a word to a known one.
 */
export function searchQuery(q: string): SQL {
  const last = prefixWord(queryWords(q));
  if (!last) return sql`websearch_to_tsquery('english', ${q})`;
  const prefix = sql`to_tsquery('english', ${prefixTerm(last.text)})`;
  const rest = q.slice(0, last.at);
  return rest.trim() ? sql`(websearch_to_tsquery('english', ${rest}) && ${prefix})` : prefix;
}
