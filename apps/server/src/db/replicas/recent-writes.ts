/** The cookie a successful write sets: for its lifetime the browser's reads go to the primary. */
export const RECENT_WRITE_COOKIE = 'jh_recent_write';

/** The Set-Cookie value of a write's answer, lasting the read-your-writes window. */
export function recentWriteCookie(windowSeconds: number) {
  return `${RECENT_WRITE_COOKIE}=1; Max-Age=${Math.ceil(windowSeconds)}; Path=/; HttpOnly; SameSite=Lax`;
}

/** Whether a request's Cookie header carries the recent-write cookie. */
export function hasRecentWriteCookie(cookieHeader: string | undefined) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim().startsWith(`${RECENT_WRITE_COOKIE}=`));
}

export interface RecentWrites {
  /** The account wrote now. */
  record(accountId: string): void;
  /** The account wrote within the window. */
  has(accountId: string): boolean;
  /** No account wrote within the window (most reads skip verifying their token). */
  readonly empty: boolean;
}

/**
 * The accounts that wrote on this instance within the window, in memory. Expired entries are
 * dropped on the way, so the map holds at most the accounts of one window.
 */
export function createRecentWrites({
  windowMs,
  now = Date.now,
}: {
  windowMs: number;
  now?: () => number;
}): RecentWrites {
  const until = new Map<string, number>();
  let nextSweep = 0;
  function sweep(at: number) {
    if (at < nextSweep) return;
    nextSweep = at + windowMs;
    for (const [accountId, expires] of until) if (expires <= at) until.delete(accountId);
  }
  return {
    record(accountId) {
      const at = now();
      sweep(at);
      until.set(accountId, at + windowMs);
    },
    has(accountId) {
      const at = now();
      sweep(at);
      return (until.get(accountId) ?? 0) > at;
    },
    get empty() {
      sweep(now());
      return until.size === 0;
    },
  };
}
