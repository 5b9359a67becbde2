import { accountMessages, type AccountRole, type TokenPair } from '@jobhunter/shared';
import { ApiError } from './api-error';
import { loginPath } from './paths';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './session';

const BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/+$/, '');

/** Absolute path of an API route, e.g. apiUrl('/candidate/login'). */
export function apiUrl(path: string) {
  return `${BASE_URL}${path}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** Sends that role's bearer token and enables the refresh-and-retry on 401. */
  auth?: AccountRole;
  /**
   * Background calls (the notification bell's polling) end a session that can't be renewed without
   * sending the user to the login page: the page they are reading stays, signed out.
   */
  quietSessionEnd?: boolean;
  signal?: AbortSignal;
}

/** How requests leave the app: the browser's fetch, or the server's own router while it renders a page. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** Server-side rendering answers the page's API calls in-process instead of over the network. */
export function setApiFetch(transport: ApiFetch) {
  apiFetch = transport;
}

type AuthFailureHandler = (role: AccountRole, loginPath: string) => void;
let authFailureHandler: AuthFailureHandler = (_role, loginPath) =>
  window.location.assign(loginPath);

/** Lets the router navigate without a full reload when a session can't be renewed. */
export function setAuthFailureHandler(handler: AuthFailureHandler) {
  authFailureHandler = handler;
}

/**
 * docs/product.md §7: a session that can't be renewed is cleared and the user is sent to their login
 * page, which brings them back to the page they were on.
 */
export function handleAuthFailure(role: AccountRole) {
  clearSession(role);
  const { pathname, search } = window.location;
  // From the home page the dashboard, where a login lands by default, is the better place.
  authFailureHandler(role, loginPath(role, pathname === '/' ? undefined : `${pathname}${search}`));
}

function endSession(role: AccountRole, options: RequestOptions) {
  if (options.quietSessionEnd) clearSession(role);
  else handleAuthFailure(role);
}

function buildUrl(path: string, query: RequestOptions['query']) {
  const url = apiUrl(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await apiFetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'An unexpected error occurred', error);
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as T;
}

/** The error of a refused call: the server's `message`, else `fallback`. */
function apiErrorOf(
  status: number,
  body: unknown,
  fallback = `Request failed with status ${status}`,
) {
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : fallback;
  return new ApiError(status, message, body);
}

/** The error of a refused call that answers a file, not JSON (the body of a refusal is JSON). */
export async function responseError(response: Response, fallback?: string) {
  const body: unknown = await response.json().catch(() => null);
  return apiErrorOf(response.status, body, fallback);
}

const refreshing = new Map<AccountRole, Promise<void>>();

async function doRefresh(role: AccountRole, staleToken: string | null) {
  // Another tab (or an earlier call) may already have rotated the tokens; reusing the old refresh
  // token would make the server revoke the whole login.
  const current = getAccessToken(role);
  if (staleToken && current && current !== staleToken) return;
  const refreshToken = getRefreshToken(role);
  if (!refreshToken) throw new ApiError(401, accountMessages.noRefreshToken);
  const response = await send(
    `/${role}/refresh-token`,
    { method: 'POST', body: { refreshToken } },
    null,
  );
  storeTokens(role, await parse<TokenPair>(response));
}

/**
 * Renews the role's tokens once, however many callers ask at the same moment; tabs take turns
 * through a Web Lock where the browser has them.
 */
export function refreshSession(
  role: AccountRole,
  staleToken: string | null = getAccessToken(role),
): Promise<void> {
  const pending = refreshing.get(role);
  if (pending) return pending;
  const run = () => doRefresh(role, staleToken);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock resolves with the callback's own promise once it settles.
  const locked = locks ? locks.request<void>(`jobhunter-refresh-${role}`, run) : run();
  const promise = locked.finally(() => refreshing.delete(role));
  refreshing.set(role, promise);
  return promise;
}

/**
 * Sends with the role's bearer token; a 401 renews the tokens once and sends again (docs/product.md
 * §7). If either fails the session is over: `onSessionEnd`. apiRequest's JSON calls go through it,
 * and so do the calls it can't make (an upload that reports progress, a download that is a file).
 */
export async function sendWithToken<R extends { status: number }>(
  role: AccountRole,
  sendAs: (token: string | null) => Promise<R>,
  onSessionEnd: () => void = () => handleAuthFailure(role),
): Promise<R> {
  const token = getAccessToken(role);
  const response = await sendAs(token);
  if (response.status !== 401) return response;
  try {
    await refreshSession(role, token);
  } catch (error) {
    onSessionEnd();
    throw error instanceof ApiError
      ? error
      : new ApiError(401, 'Your session has expired, please log in again');
  }
  const retry = await sendAs(getAccessToken(role));
  if (retry.status === 401) onSessionEnd();
  return retry;
}

/** The one way the web app talks to the API: JSON in and out, errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const role = options.auth;
  const response = role
    ? await sendWithToken(
        role,
        (token) => send(path, options, token),
        () => endSession(role, options),
      )
    : await send(path, options, null);
  return parse<T>(response);
}
