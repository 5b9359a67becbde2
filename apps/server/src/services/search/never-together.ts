import { sql, type SQL } from 'drizzle-orm';
import { prefixWord, queryWords } from './query-words';

/**
 * What a search needs every match to hold, as groups of search-key terms: a match holds at least one
 * term of each group. Each lexeme of a plain word is a group of its own, the last word's completions
 * one group, and each filter one group of its values' lexemes. Anything else a search asks (phrases,
 * exclusions, OR, pay, experience, the viewer's exclusions) is left out: a search needing less
 * matches at least as much, so "nothing matches these groups" still means nothing matches it.
 */
export interface RequiredTerms {
  /** Plain words of `q`, stemmed by the database as the search stems them. */
  words: string[];
  /** Groups of exact lexemes: the last word's completions, the filters' lexemes. */
  groups: string[][];
}

export function requiredTerms(
  q: string | undefined,
  completions: readonly string[] | undefined,
  filterGroups: string[][],
): RequiredTerms {
  const words = q ? queryWords(q) : [];
  // OR joins the words around it into one alternative, so none of them is needed on its own.
  if (words.some((word) => !word.plain)) return { words: [], groups: filterGroups };
  const prefix = completions?.length ? prefixWord(words) : undefined;
  return {
    words: words.filter((word) => word !== prefix).map((word) => word.text),
    groups: prefix ? [[...completions!], ...filterGroups] : filterGroups,
  };
}

/**
 * The required terms as SQL common table expressions: `g(g, t)`, a group's name and each of its
 * terms, the plain words stemmed by the database as the search stems them (each lexeme a group).
 */
export function termGroups({ words, groups }: RequiredTerms): SQL {
  const ids = groups.flatMap((group, index) => group.map(() => index));
  return sql`with w(word, i) as (select * from unnest(${sql.param(words)}::text[]) with ordinality),
    g(g, t) as (
      select 'w' || w.i || ':' || l, l from w, unnest(tsvector_to_array(to_tsvector('english', w.word))) as l
      union all
      select 'f' || f.g, f.t from unnest(${sql.param(ids)}::int[], ${sql.param(groups.flat())}::text[]) as f(g, t))`;
}

/**
 * Whether two of the groups never met in any job (`search_pairs`, migration 0022): then no job holds
 * one term of each, and the search matches nothing. A boolean SQL expression for the probe's
 * statement; undefined when there are fewer than two groups to compare. Groups with a term pairs are
 * not kept for (an untracked stem, a word unknown to the vocabulary) are left out; the same term in
 * two groups is taken to meet.
 */
export function neverTogether(required: RequiredTerms): SQL | undefined {
  if (required.words.length + required.groups.length < 2) return undefined;
  return sql`exists (
    ${termGroups(required)},
    usable as (
      select g.g from g left join search_pair_stems s on s.stem = g.t and s.tracked
      group by g.g
      having bool_and(s.stem is not null or g.t ~ '^(env|type|loc|skill):' or g.t in ('fresher', 'visa')))
    select 1 from usable a join usable b on a.g < b.g
    where not exists (
      select 1 from g x join g y on x.g = a.g and y.g = b.g
      where x.t = y.t or exists (select 1 from search_pairs p where p.a = least(x.t, y.t) and p.b = greatest(x.t, y.t))))`;
}
