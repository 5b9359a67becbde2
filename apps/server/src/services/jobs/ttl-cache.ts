export interface TtlCache<V> {
  /** The cached value, or `load()`'s; concurrent misses for one key share a single load. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** `load()`'s value, never the cached one, kept for later gets (a reader that must see its own write). */
  refresh(key: string, load: () => Promise<V>): Promise<V>;
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
  function store(key: string, load: () => Promise<V>, now: number) {
    if (ttlMs <= 0 || !trusted()) return load();
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const value = load();
    const entry = {
      expires: Math.min(now + ttlMs, (Math.floor(now / DAY_MS) + 1) * DAY_MS),
      value,
    };
    entries.set(key, entry);
    // A failed load is dropped, unless a newer one has taken its place meanwhile.
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    return value;
  }
  return {
    get(key, load) {
      const now = Date.now();
      const hit = ttlMs > 0 && trusted() ? entries.get(key) : undefined;
      if (hit && hit.expires > now) return hit.value;
      return store(key, load, now);
    },
    refresh: (key, load) => store(key, load, Date.now()),
    delete: (key) => entries.delete(key),
    deleteWhere(test) {
      for (const key of entries.keys()) if (test(key)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
