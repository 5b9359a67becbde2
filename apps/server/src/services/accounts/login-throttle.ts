import {
  memoryLoginFailureStore,
  type FailureCount,
  type LoginFailureStore,
} from './login-failure-store';

export interface LoginThrottleOptions {
  /** Where failures are counted: shared by every instance on PostgreSQL, in memory on the embedded database. */
  store?: LoginFailureStore;
  /** Names the counts apart when several throttles share a store (one per role). */
  keyPrefix?: string;
  /** Failures of one (username, client) pair before it has to wait. */
  freeFailuresPerPair?: number;
  /** Failures from one client, on any usernames, before it has to wait. */
  freeFailuresPerClient?: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Failures older than this are forgotten. */
  windowMs?: number;
  now?: () => number;
}

export interface LoginAttempt {
  username: string;
  /** The client's address (the proxy's X-Forwarded-For when TRUST_PROXY is on). */
  client: string;
}

export interface LoginThrottle {
  /** Milliseconds this attempt must still wait; 0 when it may go ahead. */
  waitMs(attempt: LoginAttempt): Promise<number>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

/** The default window, which the stores' clean-up also uses. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Growing delays after failed logins, per (username, client) pair and per client (OWASP's advice
 * against both guessing and lock-out): guesses from one place slow down exponentially, while the
 * account's owner, signing in from anywhere else, is never held up by someone else's failures.
 */
export function createLoginThrottle({
  now = Date.now,
  store = memoryLoginFailureStore({ now }),
  keyPrefix = '',
  freeFailuresPerPair = 5,
  freeFailuresPerClient = 30,
  baseDelayMs = 30_000,
  maxDelayMs = 15 * 60 * 1000,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
}: LoginThrottleOptions = {}): LoginThrottle {
  const pairKey = ({ username, client }: LoginAttempt) =>
    `${keyPrefix}pair:${client}:${username.toLowerCase()}`;
  const clientKey = ({ client }: LoginAttempt) => `${keyPrefix}client:${client}`;

  function wait(entry: FailureCount | undefined, freeFailures: number) {
    if (!entry || entry.count < freeFailures) return 0;
    const delay = Math.min(baseDelayMs * 2 ** (entry.count - freeFailures), maxDelayMs);
    return Math.max(0, entry.lastMs + delay - now());
  }

  return {
    async waitMs(attempt) {
      const [pair, client] = [pairKey(attempt), clientKey(attempt)];
      const counts = await store.read([pair, client], windowMs);
      return Math.max(
        wait(counts.get(pair), freeFailuresPerPair),
        wait(counts.get(client), freeFailuresPerClient),
      );
    },
    recordFailure: (attempt) => store.add([pairKey(attempt), clientKey(attempt)], windowMs),
    recordSuccess: (attempt) => store.clear(pairKey(attempt)),
  };
}
