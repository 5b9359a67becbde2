/**
 * The words of a search's `q` as `websearch_to_tsquery` reads them: "quoted phrases", `-`exclusions,
 * OR, and plain words. Type-ahead (text-query.ts) and typo correction (correction.ts) act
 * on plain words only: a phrase or an exclusion was typed on purpose.
 */
export interface QueryWord {
  text: string;
  /** Where the word starts in `q`, so it can be replaced in place. */
  at: number;
  plain: boolean;
}

/** The fewest letters and digits a last word needs to match as a prefix (see searchQuery). */
export const PREFIX_MIN_LENGTH = 3;

export function queryWords(q: string): QueryWord[] {
  return [...q.matchAll(/"[^"]*"?|[^\s"]+/g)].map((match) => ({
    text: match[0],
    at: match.index,
    plain:
      !match[0].startsWith('"') && !match[0].startsWith('-') && match[0].toLowerCase() !== 'or',
  }));
}

/**
 * The word of `q` that is matched as a prefix, if any: the last one, when it is plain, has at least
 * PREFIX_MIN_LENGTH letters or digits (a shorter one would reach most of the index: "da" starts
 * "data", "day", "dallas", …, and two-letter words such as "go" or "qa" are usually whole), and does
 * not follow OR (whose alternative it would join: prefixing it would change the grouping).
 */
export function prefixWord(words: QueryWord[]): QueryWord | undefined {
  const last = words.at(-1);
  const before = words.at(-2);
  if (!last?.plain || before?.text.toLowerCase() === 'or') return undefined;
  const letters = last.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return letters >= PREFIX_MIN_LENGTH ? last : undefined;
}
