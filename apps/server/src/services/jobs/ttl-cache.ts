export interface TtlCache<V> {
  /** The cached value, or `load()`'s; concurrent misses for one key share a single load. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
}

/**
 * A small in-process cache for public, read-mostly answers (job pages and searches). Entries live
 * `ttlMs` at most, so several API instances disagree for no longer than that; the instance that
 * writes clears what it changed at once. Failed loads are not kept.
 */
export function createTtlCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const now = Date.now();
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
  };
}
