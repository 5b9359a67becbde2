import { sql } from 'drizzle-orm';
import type { WordSource } from '../search';

/**
 * The candidate search's vocabulary for typo correction and type-ahead: the words of titles,
 * current roles and core skills (candidate_words, migration 0019). A stem any findable candidate's
 * document holds (a skill only a CV mentions) is known too, so it is never corrected away:
 * candidate_lexemes (migration 0021) counts every stem of the search vectors, so that is one B-tree
 * probe rather than a read of the vectors' GIN index and rows (170–350 ms for a common CV word at
 * 100,000 candidates).
 */
export const CANDIDATE_WORDS: WordSource = {
  table: sql.raw('candidate_words'),
  count: sql.raw('candidates'),
  alsoKnown: (stem) =>
    sql`exists (select 1 from candidate_lexemes as l where l.lexeme = ${stem} and l.candidates > 0)`,
};
