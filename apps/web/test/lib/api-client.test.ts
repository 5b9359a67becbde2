import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setAuthFailureHandler } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { STORAGE_KEYS } from '@/lib/storage-keys';

function signIn(role: 'candidate' | 'recruiter', access: string, refresh: string) {
  const keys = STORAGE_KEYS[role];
  localStorage.setItem(keys.accessToken, access);
  localStorage.setItem(keys.refreshToken, refresh);
  localStorage.setItem(keys.username, 'someone');
  localStorage.setItem(keys.photo, 'p.png');
}

const authHeader = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('Authorization');

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token of the requested role', async () => {
    signIn('recruiter', 'rec-access', 'rec-refresh');
    signIn('candidate', 'cand-access', 'cand-refresh');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/recruiter/dashboard', { auth: 'recruiter' });
    expect(authHeader(fetchMock.mock.calls[0][1])).toBe('Bearer rec-access');
  });

  it('refreshes once and retries once after a 401', async () => {
    signIn('candidate', 'old-access', 'old-refresh');
    const fetchMock = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(Response.json({ message: 'expired' }, { status: 401 }))
      .mockResolvedValueOnce(
        Response.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
      )
      .mockResolvedValueOnce(Response.json({ username: 'someone' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/candidate/dashboard', { auth: 'candidate' })).resolves.toEqual({
      username: 'someone',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/candidate/dashboard',
      '/api/candidate/refresh-token',
      '/api/candidate/dashboard',
    ]);
    expect(authHeader(fetchMock.mock.calls[2][1])).toBe('Bearer new-access');
    expect(localStorage.getItem('candidateRefreshToken')).toBe('new-refresh');
  });

  it('clears the role and goes to its login page when the refresh fails', async () => {
    signIn('recruiter', 'old-access', 'old-refresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'nope' }, { status: 401 })),
    );
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    await expect(apiRequest('/recruiter/dashboard', { auth: 'recruiter' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onFailure).toHaveBeenCalledWith('recruiter', '/RecruiterLogin');
    expect(Object.values(STORAGE_KEYS.recruiter).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('ends a dead session quietly for background calls: signed out, but no trip to the login page', async () => {
    signIn('candidate', 'old-access', 'old-refresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'nope' }, { status: 401 })),
    );
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    await expect(
      apiRequest('/notifications', { auth: 'candidate', quietSessionEnd: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).not.toHaveBeenCalled();
    expect(Object.values(STORAGE_KEYS.candidate).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('reports a missing refresh token with the spec message', async () => {
    localStorage.setItem(STORAGE_KEYS.candidate.accessToken, 'access');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'expired' }, { status: 401 })),
    );
    setAuthFailureHandler(() => undefined);
    await expect(apiRequest('/candidate/dashboard', { auth: 'candidate' })).rejects.toThrow(
      'No refresh token available',
    );
  });

  it('turns error bodies into ApiError with the server message and status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Username already exists' }, { status: 409 })),
    );
    await expect(
      apiRequest('/candidate/username/check', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Username already exists',
    });
  });
});
