import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { jobMatchTerms } from '../search';
import { parseSearchQuery } from '../saved-searches/search-query';

/** Beyond this many distinct queries the cache starts over between passes (memory stays bounded; it refills in one pass). */
const MAX_CACHED_QUERIES = 250_000;
const dialect = new PgDialect();

/**
 * The match terms of saved queries (the jobs page's own, services/search/match-terms.ts), numbered so
 * that a term many searches share (`work_environment=Remote`, the words "data engineer", open…) is
 * one number and is evaluated once per batch of jobs, however many searches use it. Terms are the
 * same when their SQL and parameters are. A query is parsed once, then remembered.
 */
export function createSearchTerms() {
  let terms: SQL[] = [];
  let numbers = new Map<string, number>();
  let queries = new Map<string, number[] | null>();

  function numberOf(term: SQL): number {
    const { sql, params } = dialect.sqlToQuery(term);
    const key = `${sql} ${JSON.stringify(params)}`;
    let number = numbers.get(key);
    if (number === undefined) {
      number = terms.push(term) - 1;
      numbers.set(key, number);
    }
    return number;
  }

  return {
    /** The numbers of the query's terms; null for a query the search schema no longer accepts (it matches nothing). */
    of(query: string): number[] | null {
      let known = queries.get(query);
      if (known === undefined) {
        const parsed = parseSearchQuery(query);
        known = parsed.success ? jobMatchTerms(parsed.data).map(numberOf) : null;
        queries.set(query, known);
      }
      return known;
    },
    term: (number: number) => terms[number],
    /** Called before a pass over the saved searches, never during one: numbers stay valid for the whole pass. */
    trim() {
      if (queries.size >= MAX_CACHED_QUERIES)
        [terms, numbers, queries] = [[], new Map(), new Map()];
    },
  };
}
export type SearchTerms = ReturnType<typeof createSearchTerms>;
