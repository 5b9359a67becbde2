import { useSyncExternalStore } from 'react';
import { ACCOUNT_ROLES, type AccountRole, type Role } from '@jobhunter/shared';
import { STORAGE_KEYS } from './storage-keys';

export interface RoleSession {
  role: Role;
  username: string;
  photo: string;
}

/** A signed-in moderator: no profile, no photo, none of the members' screens. */
export interface AdminSession {
  role: 'admin';
  username: string;
}

export interface SessionState {
  candidate: RoleSession | null;
  recruiter: RoleSession | null;
  /** Who the header and shared screens treat as signed in: the candidate first, as docs/product.md §2's header does. */
  current: RoleSession | null;
  admin: AdminSession | null;
}

export interface StoredLogin {
  accessToken: string;
  refreshToken: string;
  username: string;
  /** The header's avatar; an admin has none. */
  photo?: string;
}

const listeners = new Set<() => void>();
/**
 * Nobody signed in, as the server renders every page. The browser's snapshot of a signed-out
 * visitor is this very object, so hydrating finds nothing changed: a different (if equal) object
 * made React re-render every component that reads the session, synchronously, right after hydrating.
 */
const SIGNED_OUT: SessionState = { candidate: null, recruiter: null, current: null, admin: null };
let cachedKey = JSON.stringify([null, null, null]);
let cachedState: SessionState = SIGNED_OUT;

function read(key: string) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readRole(role: Role): RoleSession | null {
  const username = read(STORAGE_KEYS[role].username);
  if (!username) return null;
  return { role, username, photo: read(STORAGE_KEYS[role].photo) ?? '' };
}

/** A stable snapshot: the same object until the stored usernames or photos change. */
export function getSession(): SessionState {
  const candidate = readRole('candidate');
  const recruiter = readRole('recruiter');
  const adminUsername = read(STORAGE_KEYS.admin.username);
  const admin: AdminSession | null = adminUsername
    ? { role: 'admin', username: adminUsername }
    : null;
  const key = JSON.stringify([candidate, recruiter, admin]);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedState =
      candidate || recruiter || admin
        ? { candidate, recruiter, current: candidate ?? recruiter, admin }
        : SIGNED_OUT;
  }
  return cachedState;
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every session or token change, in this tab or (via the storage event) another. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || ACCOUNT_ROLES.some((role) => event.key?.startsWith(role))) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Server-rendered pages are the signed-out view; the browser switches to its session once hydrated. */
const getServerSession = () => SIGNED_OUT;

/** The signed-in user(s); re-renders when someone logs in or out. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}

export function getAccessToken(role: AccountRole) {
  return read(STORAGE_KEYS[role].accessToken);
}

export function getRefreshToken(role: AccountRole) {
  return read(STORAGE_KEYS[role].refreshToken);
}

export function getStoredUsername(role: AccountRole) {
  return read(STORAGE_KEYS[role].username);
}

/**
 * Stores a fresh login. The other roles' local data is dropped so that "whichever username is
 * stored" (jobs list, header avatar, the admin area) never mixes two accounts.
 */
export function startSession(role: AccountRole, login: StoredLogin) {
  ACCOUNT_ROLES.filter((other) => other !== role).forEach((other) =>
    Object.values(STORAGE_KEYS[other]).forEach((key) => localStorage.removeItem(key)),
  );
  const keys = STORAGE_KEYS[role];
  localStorage.setItem(keys.accessToken, login.accessToken);
  localStorage.setItem(keys.refreshToken, login.refreshToken);
  localStorage.setItem(keys.username, login.username);
  if ('photo' in keys) localStorage.setItem(keys.photo, login.photo ?? '');
  notify();
}

export function storeTokens(
  role: AccountRole,
  tokens: { accessToken: string; refreshToken: string },
) {
  localStorage.setItem(STORAGE_KEYS[role].accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS[role].refreshToken, tokens.refreshToken);
  notify();
}

/** Keeps the stored photo (the header's avatar) in step with an edited profile. */
export function storePhoto(role: Role, photo: string) {
  if (read(STORAGE_KEYS[role].photo) === photo) return;
  localStorage.setItem(STORAGE_KEYS[role].photo, photo);
  notify();
}

/** Removes the role's tokens, username and photo. */
export function clearSession(role: AccountRole) {
  Object.values(STORAGE_KEYS[role]).forEach((key) => localStorage.removeItem(key));
  notify();
}
