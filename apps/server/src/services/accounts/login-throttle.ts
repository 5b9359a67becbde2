export interface LoginThrottleOptions {
  /** Failed attempts allowed per username within the window. */
  maxFailures?: number;
  windowMs?: number;
  /** Usernames tracked at most; the least recently failed are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export interface LoginThrottle {
  isBlocked(username: string): boolean;
  recordFailure(username: string): void;
  reset(username: string): void;
}

/**
 * A sliding window of failed logins per username. The per-IP rate limit alone lets a botnet try
 * one password from each address; this caps guesses against any single account. Kept in memory:
 * with several API instances each limits on its own, which still bounds guessing.
 */
export function createLoginThrottle({
  maxFailures = 10,
  windowMs = 15 * 60 * 1000,
  maxKeys = 10_000,
  now = Date.now,
}: LoginThrottleOptions = {}): LoginThrottle {
  const failures = new Map<string, number[]>();
  const keyOf = (username: string) => username.toLowerCase();

  function recent(key: string) {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(key);
    return times;
  }

  return {
    isBlocked: (username) => recent(keyOf(username)).length >= maxFailures,
    recordFailure(username) {
      const key = keyOf(username);
      const times = recent(key);
      times.push(now());
      // Re-inserting moves the key to the end, so the Map's first key is the stalest one.
      failures.delete(key);
      failures.set(key, times);
      while (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
    },
    reset: (username) => {
      failures.delete(keyOf(username));
    },
  };
}
