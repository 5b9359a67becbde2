import { STORAGE_KEYS } from '@/lib/storage-keys';
import { validDraft } from './valid-draft';

/** A stored profile as `GET /dashboard` answers it. */
export function ownProfile(username = 'adalove', extra: Record<string, unknown> = {}) {
  const { password: _password, ...rest } = validDraft();
  return { ...rest, username, id: '1', createdAt: '2026-01-01T00:00:00.000Z', ...extra };
}

/** Stores what the login screen stores for `role`. */
export function signIn(role: 'candidate' | 'recruiter', username: string) {
  const keys = STORAGE_KEYS[role];
  localStorage.setItem(keys.accessToken, 'token');
  localStorage.setItem(keys.refreshToken, 'refresh');
  localStorage.setItem(keys.username, username);
  localStorage.setItem(keys.photo, '');
}
