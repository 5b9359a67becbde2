import { ACCOUNT_ROLES, TOKEN_REFRESH_LEAD_MS, type AccountRole } from '@jobhunter/shared';
import { handleAuthFailure, refreshSession } from './api-client';
import { ApiError } from './api-error';
import { getAccessToken, subscribeSession } from './session';

/** Expiry (ms since epoch) from a JWT's `exp` claim, or null when the token can't be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** docs/product.md §7: refresh 30 s before expiry, at once when that moment has passed. */
export function refreshDelay(token: string, now = Date.now()): number | null {
  const expiry = tokenExpiry(token);
  if (expiry === null) return null;
  return Math.max(0, expiry - TOKEN_REFRESH_LEAD_MS - now);
}

const NETWORK_RETRY_MS = 30_000;
// setTimeout fires at once for delays past 2^31 - 1 ms.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps each signed-in role's access token fresh for as long as the app runs. Re-plans whenever
 * tokens change (login, refresh, logout, another tab). Returns a stop function.
 */
export function startTokenRefresh(): () => void {
  const timers = new Map<AccountRole, { token: string; timer: ReturnType<typeof setTimeout> }>();

  const plan = (role: AccountRole, delayOverride?: number) => {
    const token = getAccessToken(role);
    const existing = timers.get(role);
    if (existing && existing.token === token && delayOverride === undefined) return;
    if (existing) clearTimeout(existing.timer);
    timers.delete(role);
    if (!token) return;
    const delay = delayOverride ?? refreshDelay(token);
    if (delay === null) return;
    const timer = setTimeout(
      () => {
        timers.delete(role);
        refreshSession(role, token).catch((error: unknown) => {
          // The server refused the refresh token: the session is over. A network hiccup is retried.
          if (error instanceof ApiError && error.status !== 0) handleAuthFailure(role);
          else plan(role, NETWORK_RETRY_MS);
        });
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    timers.set(role, { token, timer });
  };

  const planAll = () => ACCOUNT_ROLES.forEach((role) => plan(role));
  planAll();
  const unsubscribe = subscribeSession(planAll);
  return () => {
    unsubscribe();
    timers.forEach(({ timer }) => clearTimeout(timer));
    timers.clear();
  };
}
