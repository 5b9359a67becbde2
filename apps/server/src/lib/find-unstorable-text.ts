export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: it holds an unpaired surrogate (U+D800 to U+DFFF)';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  path: string[];
  message: string;
}

/** Why a string cannot be stored: PostgreSQL refuses U+0000, and an unpaired surrogate has no UTF-8 form. */
function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

interface Visit {
  value: unknown;
  key?: string;
  /** The key is an object's property name (checked too), not an array index. */
  named?: boolean;
  parent?: Visit;
}

const pathOf = (visit: Visit | undefined): string[] => {
  const path: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The first string (value or key) that no text column can hold, with its path, or null. Walks with
 * a stack of its own rather than by recursion: a 1 MB body can nest half a million levels deep.
 */
export function findUnstorableText(value: unknown, path: string[] = []): UnstorableText | null {
  const stack: Visit[] = [{ value }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value: current } = visit;
    const keyMessage = visit.named ? problemOf(visit.key!) : null;
    if (keyMessage) return { path: [...path, ...pathOf(visit)], message: keyMessage };
    if (typeof current === 'string') {
      const message = problemOf(current);
      if (message) return { path: [...path, ...pathOf(visit)], message };
    } else if (current && typeof current === 'object') {
      const named = !Array.isArray(current);
      const entries = named
        ? Object.entries(current)
        : current.map((item, index) => [String(index), item] as const);
      // Pushed last first, so entries are checked in order, depth first, each key before its value.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index];
        stack.push({ value: item, key, named, parent: visit });
      }
    }
  }
  return null;
}
