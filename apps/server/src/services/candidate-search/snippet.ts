import type { CandidateSnippet, SnippetSource } from '@jobhunter/shared';

/**
 * The delimiters ts_headline marks matched words with: private-use characters no profile or CV
 * keeps (they are stripped from the text before it is excerpted), so the excerpt turns into plain
 * text and ranges without parsing markup.
 */
export const START_MARK = '\uE000';
export const STOP_MARK = '\uE001';

/** A marked excerpt as plain text and the ranges of its marked words. */
export function toSnippet(source: SnippetSource, marked: string): CandidateSnippet {
  let text = '';
  const highlights: CandidateSnippet['highlights'] = [];
  let start: number | undefined;
  for (const char of marked) {
    if (char === START_MARK) {
      start = text.length;
    } else if (char === STOP_MARK) {
      if (start !== undefined && text.length > start)
        highlights.push({ start, length: text.length - start });
      start = undefined;
    } else {
      text += char;
    }
  }
  // White space at the ends is left out; the ranges move with the start.
  const lead = text.length - text.trimStart().length;
  return {
    source,
    text: text.trim(),
    highlights: highlights.map((highlight) => ({ ...highlight, start: highlight.start - lead })),
  };
}
