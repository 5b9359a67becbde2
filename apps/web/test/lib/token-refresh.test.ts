import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshDelay, startTokenRefresh, tokenExpiry } from '@/lib/token-refresh';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { fakeToken } from '../helpers/jwt';

const NOW = Date.parse('2026-01-01T12:00:00Z');

describe('refreshDelay', () => {
  it('reads the expiry from the token', () => {
    expect(tokenExpiry(fakeToken(NOW + 60_000))).toBe(NOW + 60_000);
    expect(tokenExpiry('garbage')).toBeNull();
  });

  it('fires 30 s before the token expires', () => {
    expect(refreshDelay(fakeToken(NOW + 15 * 60_000), NOW)).toBe(15 * 60_000 - 30_000);
  });

  it('fires at once when the token is about to expire or already has', () => {
    expect(refreshDelay(fakeToken(NOW + 10_000), NOW)).toBe(0);
    expect(refreshDelay(fakeToken(NOW - 60_000), NOW)).toBe(0);
  });

  it('does not schedule anything for a token it cannot read', () => {
    expect(refreshDelay('not-a-jwt', NOW)).toBeNull();
  });
});

describe('startTokenRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function signInCandidate(accessToken: string) {
    const keys = STORAGE_KEYS.candidate;
    localStorage.setItem(keys.accessToken, accessToken);
    localStorage.setItem(keys.refreshToken, 'refresh-1');
    localStorage.setItem(keys.username, 'ada');
    localStorage.setItem(keys.photo, '');
  }

  it('refreshes 30 s before expiry and stores the new pair', async () => {
    const renewed = fakeToken(NOW + 30 * 60_000);
    const fetchMock = vi.fn(async () =>
      Response.json({ accessToken: renewed, refreshToken: 'refresh-2' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signInCandidate(fakeToken(NOW + 5 * 60_000));

    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 30_001);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/candidate/refresh-token');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem(STORAGE_KEYS.candidate.accessToken)).toBe(renewed);
    expect(localStorage.getItem(STORAGE_KEYS.candidate.refreshToken)).toBe('refresh-2');
    stop();
  });

  it('refreshes at once when the stored token has already expired', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ accessToken: fakeToken(NOW + 60 * 60_000), refreshToken: 'r2' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signInCandidate(fakeToken(NOW - 1000));
    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session when the server refuses the refresh token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'expired' }, { status: 401 })),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    signInCandidate(fakeToken(NOW));
    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(STORAGE_KEYS.candidate.username)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.candidate.accessToken)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/CandidateLogin');
    stop();
  });
});
