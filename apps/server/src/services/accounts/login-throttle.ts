export interface LoginThrottleOptions {
  /** Failures of one (username, client) pair before it has to wait. */
  freeFailuresPerPair?: number;
  /** Failures from one client, on any usernames, before it has to wait. */
  freeFailuresPerClient?: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Failures older than this are forgotten. */
  windowMs?: number;
  /** Keys tracked at most; the least recently failed are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export interface LoginAttempt {
  username: string;
  /** The client's address (the proxy's X-Forwarded-For when TRUST_PROXY is on). */
  client: string;
}

export interface LoginThrottle {
  /** Milliseconds this attempt must still wait; 0 when it may go ahead. */
  waitMs(attempt: LoginAttempt): number;
  recordFailure(attempt: LoginAttempt): void;
  recordSuccess(attempt: LoginAttempt): void;
}

interface Failures {
  count: number;
  last: number;
}

/**
 * Growing delays after failed logins, per (username, client) pair and per client (OWASP's advice
 * against both guessing and lock-out): guesses from one place slow down exponentially, while the
 * account's owner, signing in from anywhere else, is never held up by someone else's failures.
 * Kept in memory per instance.
 */
export function createLoginThrottle({
  freeFailuresPerPair = 5,
  freeFailuresPerClient = 30,
  baseDelayMs = 30_000,
  maxDelayMs = 15 * 60 * 1000,
  windowMs = 15 * 60 * 1000,
  maxKeys = 50_000,
  now = Date.now,
}: LoginThrottleOptions = {}): LoginThrottle {
  const failures = new Map<string, Failures>();
  const pairKey = ({ username, client }: LoginAttempt) => `pair:${client}:${username.toLowerCase()}`;
  const clientKey = ({ client }: LoginAttempt) => `client:${client}`;

  function current(key: string) {
    const entry = failures.get(key);
    if (entry && now() - entry.last > windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  function wait(key: string, freeFailures: number) {
    const entry = current(key);
    if (!entry || entry.count < freeFailures) return 0;
    const delay = Math.min(baseDelayMs * 2 ** (entry.count - freeFailures), maxDelayMs);
    return Math.max(0, entry.last + delay - now());
  }

  function bump(key: string) {
    const count = (current(key)?.count ?? 0) + 1;
    // Re-inserting moves the key to the end, so the Map's first key is the stalest one.
    failures.delete(key);
    failures.set(key, { count, last: now() });
    while (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
  }

  return {
    waitMs: (attempt) => Math.max(wait(pairKey(attempt), freeFailuresPerPair), wait(clientKey(attempt), freeFailuresPerClient)),
    recordFailure(attempt) {
      bump(pairKey(attempt));
      bump(clientKey(attempt));
    },
    recordSuccess(attempt) {
      failures.delete(pairKey(attempt));
    },
  };
}
