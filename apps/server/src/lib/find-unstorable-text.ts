export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: it holds an unpaired surrogate (U+D800 to U+DFFF)';

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

/** The first string (value or key) that no text column can hold, with its path, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): UnstorableText | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyMessage = problemOf(key);
      if (keyMessage) return { path: [...path, key], message: keyMessage };
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
