/** The most edits a correction may make: one in a word of 4–5 letters, two from 6 letters. */
const maxEdits = (length: number) => (length >= 6 ? 2 : 1);

/**
 * Edits between two words (insertions, deletions, substitutions and swaps of two neighbours: the
 * optimal string alignment distance), so "pyhton" is one edit from "python". Words are short.
 */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known word an unknown one most likely meant: the fewest edits (for the word typed last, a
 * prefix of a known word counts too: "enginee" is on its way to "engineer"), then the most similar,
 * then the one most jobs carry. None beyond maxEdits.
 */
export function bestOf(
  word: string,
  prefix: boolean,
  candidates: { candidate: string; jobs: number; similarity: number }[],
): string | undefined {
  const scored = candidates.map((candidate) => {
    const whole = editDistance(word, candidate.candidate);
    const start = prefix ? editDistance(word, candidate.candidate.slice(0, word.length)) : whole;
    return { ...candidate, edits: Math.min(whole, start) };
  });
  const best = scored
    .filter((candidate) => candidate.edits <= maxEdits(word.length))
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        b.similarity - a.similarity ||
        b.jobs - a.jobs ||
        a.candidate.localeCompare(b.candidate),
    )[0];
  return best?.candidate;
}
