/** One run of a snippet's text, marked when it is a matched word. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Splits `text` at the matched words' offsets, so they can be wrapped in <mark> as elements (the
 * text is the candidate's own: it is never read as HTML). Offsets outside the text are clipped and
 * overlapping or touching ones merged, so a reply in any order still marks each letter once.
 */
export function highlightParts(
  text: string,
  highlights: readonly { start: number; length: number }[],
): SnippetPart[] {
  const clip = (value: number) => Math.min(Math.max(value, 0), text.length);
  const ranges = highlights
    .map(({ start, length }) => [clip(start), clip(start + length)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
