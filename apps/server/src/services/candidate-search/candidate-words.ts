import { sql } from 'drizzle-orm';
import type { WordSource } from '../search';

/**
 * The candidate search's vocabulary for typo correction and type-ahead: the words of titles,
 * current roles and core skills (candidate_words, migration 0019). A word any candidate's document
 * holds (a skill only a CV mentions) is known too, so it is never corrected away; that check reads
 * the search vectors' GIN index, only for words candidate_words lacks, once per word and process
 * (the vocabulary cache). It counts rather than asks `exists`: for a first match the planner
 * would read rows in turn, all of them for a word nobody has.
 */
export const CANDIDATE_WORDS: WordSource = {
  table: sql.raw('candidate_words'),
  count: sql.raw('candidates'),
  alsoKnown: (stem) =>
    sql`(select count(*) from candidate_search as d where d.search_vector @@ quote_literal(${stem})::tsquery) > 0`,
};
