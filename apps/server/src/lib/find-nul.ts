/**
 * The path of the first string (value or key) holding U+0000, or null. PostgreSQL cannot store
 * that character in text, so input containing it is refused before it reaches a query.
 */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
