import { and, sql, type SQL } from 'drizzle-orm';
import type { JobSearchOptions } from '@jobhunter/shared';
import { jobs } from '../../db/schema';
import { jobMatchCondition } from './match-terms';
import { requiredTerms, type RequiredTerms } from './never-together';
import { filterKeyQuery, filterLexemes, FLAG_WORD } from './search-key';
import { searchQuery } from './text-query';

/** A search's condition: the exact one, and the same search as one query on jobs_search_key_idx. */
export interface Condition {
  exact: SQL | undefined;
  /** Text AND filter lexemes (a tsquery) for the key (migration 0009): a superset the exact condition narrows. */
  keyQuery: SQL | undefined;
  /**
   * What the GIN path still tests per row once the key index has matched `keyQuery`: the exact
   * condition, without the text when the key answers it exactly. It does unless the text holds a
   * lexeme that is also a filter lexeme of the key (`visa`, `fresher`); and testing the text again
   * means decompressing every match's search vector (half the time of a GIN search of 9,000 matches).
   */
  keyRecheck: SQL;
  /** The text for the text-only GIN index, when neither text nor filters are in `keyQuery`. */
  textIndex?: SQL;
  /** Salary order: only jobs paying at least this can be on the page (see deep-page.ts). */
  payFloor?: number;
  /** What every match holds, for proving cheaply that nothing matches (never-together.ts). */
  required: RequiredTerms;
}

/** The condition of a search: its match terms, the viewer's exclusion, and the key's query. */
export function conditionOf(
  options: JobSearchOptions,
  exclusion: SQL | undefined,
  completions: readonly string[] | undefined,
): Condition {
  const text = options.q ? searchQuery(options.q, completions) : undefined;
  const filters = filterKeyQuery(options);
  const query = text && filters ? sql`(${text} && ${filters})` : (text ?? filters);
  const exact = and(jobMatchCondition(options, completions), exclusion)!;
  const flags = [options.fresher && ['fresher'], options.visa && ['visa']].filter(
    (group): group is string[] => !!group,
  );
  const required = requiredTerms(options.q, completions, [...filterLexemes(options), ...flags]);
  if (text !== undefined && FLAG_WORD.test([options.q, ...(completions ?? [])].join(' '))) {
    // The text holds a word that is also a flag of the key: on the key, `-visa` would drop every job
    // that sponsors visas, and `visa` find them all. So the key gets the filters only, the text is
    // tested per row, and without filters the text's own GIN index finds the matches.
    return {
      exact,
      keyQuery: filters,
      keyRecheck: exact,
      textIndex: filters ? undefined : sql`${jobs.searchVector} @@ ${text}`,
      required,
    };
  }
  return {
    exact,
    keyQuery: query,
    keyRecheck: and(jobMatchCondition({ ...options, q: undefined }), exclusion)!,
    required,
  };
}
