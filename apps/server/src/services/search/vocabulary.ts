/**
 * How long a prefix word's completions are reused when no job change has dropped them first: the
 * bound while this instance may not be told of changes (decision 002).
 */
export const COMPLETIONS_TTL_MS = 60_000;
/** Bounded: past this many words and completions it starts over. */
const MAX_REMEMBERED = 50_000;

/**
 * What correction.ts has learnt of the vocabulary (`search_words`), so most searches, whose words
 * are all known, skip the lookup. Words found known stay known: vocabulary rows are never deleted
 * (their count drops to 0), so no write makes a known word unknown, and unknown words are never
 * kept (a job posted meanwhile may make them known). A prefix word's completions are ordered by job
 * counts and gain new words with new jobs: a job change drops them all (`jobsChanged`), and
 * COMPLETIONS_TTL_MS bounds them regardless.
 */
export interface Vocabulary {
  /** Whether the word (`*word` for a prefix word) was found known. */
  isKnown(key: string): boolean;
  addKnown(key: string): void;
  /** A prefix word's completions, when looked up within the TTL and no job change since. */
  completions(word: string): string[] | undefined;
  setCompletions(word: string, lexemes: string[]): void;
  /** Jobs were written: completions may have changed; known words stay known. */
  jobsChanged(): void;
  clear(): void;
}

export function createVocabulary(ttlMs = COMPLETIONS_TTL_MS): Vocabulary {
  const known = new Set<string>();
  const completions = new Map<string, { lexemes: string[]; at: number }>();
  const room = () => {
    if (known.size + completions.size >= MAX_REMEMBERED) {
      known.clear();
      completions.clear();
    }
  };
  return {
    isKnown: (key) => known.has(key),
    addKnown(key) {
      room();
      known.add(key);
    },
    completions(word) {
      const kept = completions.get(word);
      return kept && Date.now() - kept.at < ttlMs ? kept.lexemes : undefined;
    },
    setCompletions(word, lexemes) {
      room();
      completions.set(word, { lexemes, at: Date.now() });
    },
    jobsChanged: () => completions.clear(),
    clear() {
      known.clear();
      completions.clear();
    },
  };
}
