import type { Report } from '@jobhunter/shared';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Stores what the admin login stores. */
export function signInAdmin(username = 'mod') {
  localStorage.setItem(STORAGE_KEYS.admin.accessToken, 'admin-token');
  localStorage.setItem(STORAGE_KEYS.admin.refreshToken, 'admin-refresh');
  localStorage.setItem(STORAGE_KEYS.admin.username, username);
}

export function report(extra: Partial<Report> = {}): Report {
  return {
    id: 'r1',
    kind: 'job',
    target: 'ABC123',
    reason: 'scam',
    details: '',
    reporter: { role: 'candidate', username: 'ada' },
    createdAt: '2026-11-20T10:00:00.000Z',
    reportsOnTarget: 1,
    status: 'open',
    ...extra,
  };
}

/** The calls a test made that change something: method, path and body. */
export function posts(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: String(input),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));
}
