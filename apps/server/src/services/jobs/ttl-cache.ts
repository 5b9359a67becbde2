export interface TtlCache<V> {
  /** The cached value, or `load()`'s; concurrent misses for one key share a single load. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  /** Drops the entries whose key passes the test. */
  deleteWhere(test: (key: string) => boolean): void;
  clear(): void;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** False while this cache may not be told of changes (see job-cache.ts): every get loads, nothing is kept. */
  trusted?: () => boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A small in-process cache for public, read-mostly answers (job pages and searches). Entries live
 * `ttlMs` at most, and never past the next midnight UTC, when jobs whose last day it was expire
 * without any write (services/jobs/open-job.ts). Failed loads are not kept.
 */
export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  trusted = () => true,
}: TtlCacheOptions): TtlCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const now = Date.now();
      if (ttlMs <= 0 || !trusted()) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, {
        expires: Math.min(now + ttlMs, (Math.floor(now / DAY_MS) + 1) * DAY_MS),
        value,
      });
      value.catch(() => entries.delete(key));
      return value;
    },
    delete: (key) => entries.delete(key),
    deleteWhere(test) {
      for (const key of entries.keys()) if (test(key)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
