import { sql } from 'drizzle-orm';
import type { WordSource } from '../search';

/**
 * The candidate search's vocabulary for typo correction and type-ahead: the words of titles,
 * current roles and core skills (candidate_words, migration 0019). A word any candidate's document
 * holds (a skill only a CV mentions) is known too, so it is never corrected away; that check is one
 * read of the search vectors' GIN index, made only for words candidate_words lacks.
 */
export const CANDIDATE_WORDS: WordSource = {
  table: sql.raw('candidate_words'),
  count: sql.raw('candidates'),
  alsoKnown: (stem) =>
    sql`exists (select 1 from candidate_search as d where d.search_vector @@ quote_literal(${stem})::tsquery)`,
};
