/** Failed logins counted under one key: how many, and when the last one was (ms since the epoch). */
export interface FailureCount {
  count: number;
  lastMs: number;
}

/**
 * Where failed logins are counted. A count whose last failure is older than the window is over:
 * it reads as none, and the next failure starts it again at 1.
 */
export interface LoginFailureStore {
  read(keys: string[], windowMs: number): Promise<Map<string, FailureCount>>;
  /** One more failure under each key. */
  add(keys: string[], windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** In the process, for the embedded database (one process by nature); at most `maxKeys` keys, the stalest dropped first. */
export function memoryLoginFailureStore({
  maxKeys = 50_000,
  now = Date.now,
}: { maxKeys?: number; now?: () => number } = {}): LoginFailureStore {
  const failures = new Map<string, FailureCount>();

  function current(key: string, windowMs: number) {
    const entry = failures.get(key);
    if (entry && now() - entry.lastMs > windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    async read(keys, windowMs) {
      const found = new Map<string, FailureCount>();
      for (const key of keys) {
        const entry = current(key, windowMs);
        if (entry) found.set(key, entry);
      }
      return found;
    },
    async add(keys, windowMs) {
      for (const key of keys) {
        const count = (current(key, windowMs)?.count ?? 0) + 1;
        // Re-inserting moves the key to the end, so the Map's first key is the stalest one.
        failures.delete(key);
        failures.set(key, { count, lastMs: now() });
      }
      while (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}
