import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema';
import { verifyAccessToken } from '../../src/lib/access-token';
import {
  craftToken,
  expectNoSecrets,
  loginViaApi,
  registerViaApi,
  ROLES_UNDER_TEST,
  signedInAccount,
} from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  // High enough that only the tests about the per-IP limit (own app below) ever meet it.
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const otherRole = (role: string) => (role === 'candidate' ? 'recruiter' : 'candidate');

describe.each(ROLES_UNDER_TEST)('%s login, tokens and logout', (role) => {
  const base = `/api/${role}`;
  const login = (payload: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: `${base}/login`, payload, remoteAddress });
  const refresh = (refreshToken: unknown) =>
    ctx.app.inject({ method: 'POST', url: `${base}/refresh-token`, payload: { refreshToken } });
  const dashboard = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: `${base}/dashboard`, headers: bearer(accessToken) });

  describe('POST /login', () => {
    it('answers 200 with both tokens and the account under the role’s key', async () => {
      const account = await registerViaApi(ctx.app, role);
      const response = await login({ username: account.username, password: account.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', role].sort());
      expect(body[role]).toEqual({
        id: expect.any(String),
        photo: account.profile.photo,
        username: account.username,
      });
      expectNoSecrets(body);
      const claims = await verifyAccessToken(body.accessToken, ctx.config.JWT_SECRET);
      expect(claims).toMatchObject({ accountId: body[role].id, username: account.username, role });
      expect((await dashboard(body.accessToken)).statusCode).toBe(200);
    });

    it('accepts the username in any letter case', async () => {
      const account = await registerViaApi(ctx.app, role);
      const response = await login({
        username: account.username.toUpperCase(),
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()[role].username).toBe(account.username);
    });

    it('answers 400 "Invalid data entered" when a field is missing or empty', async () => {
      for (const payload of [
        { username: 'someone' },
        { username: '', password: 'x' },
        { username: '  ', password: 'x' },
        {},
      ]) {
        const response = await login(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Invalid data entered');
      }
    });

    it('answers 404 with the role’s message for an unknown username or one of the other role', async () => {
      const message =
        role === 'candidate'
          ? 'candidate credentials not found'
          : 'Recruiter credentials not found';
      const other = await registerViaApi(ctx.app, otherRole(role));
      for (const username of ['nobody-here', other.username]) {
        const response = await login({ username, password: other.password });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message });
      }
    });

    it('answers 401 "Incorrect Password" and starts no session', async () => {
      const account = await registerViaApi(ctx.app, role);
      const before = (await ctx.app.db.select().from(refreshTokens)).length;
      const response = await login({ username: account.username, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Incorrect Password' });
      expect((await ctx.app.db.select().from(refreshTokens)).length).toBe(before);
    });

    it('slows guesses from one address with 429s, while the owner signs in from another address', async () => {
      const account = await registerViaApi(ctx.app, role);
      const attacker = '10.0.7.1';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        statuses.push(
          (await login({ username: account.username, password: `guess-${attempt}` }, attacker))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
      // Even the right password waits out the delay from the guessing address...
      const blocked = await login(
        { username: account.username.toUpperCase(), password: account.password },
        attacker,
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many login attempts. Please try again later.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // ...but the owner, anywhere else, is not locked out.
      expect(
        (await login({ username: account.username, password: account.password }, '10.9.9.9'))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('POST /refresh-token', () => {
    it('trades a refresh token for a new working pair; the old token then fails', async () => {
      const session = await signedInAccount(ctx.app, role);
      const response = await refresh(session.refreshToken);
      expect(response.statusCode).toBe(200);
      const pair = response.json();
      expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(pair.refreshToken).not.toBe(session.refreshToken);
      expect((await dashboard(pair.accessToken)).statusCode).toBe(200);
      const claims = await verifyAccessToken(pair.accessToken, ctx.config.JWT_SECRET);
      const first = await verifyAccessToken(session.accessToken, ctx.config.JWT_SECRET);
      expect(claims?.sessionId).toBe(first?.sessionId);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    });

    it('treats reuse of a spent token as theft: 403 and every token of that login is revoked', async () => {
      const session = await signedInAccount(ctx.app, role);
      const other = await loginViaApi(ctx.app, role, session.username, session.password);
      const rotated = (await refresh(session.refreshToken)).json();
      const reuse = await refresh(session.refreshToken);
      expect(reuse.statusCode).toBe(403);
      expect(reuse.json().message).toMatch(/log in again/);
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(403);
      // Another login of the same account is left alone.
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous refreshes with one token win', async () => {
      const session = await signedInAccount(ctx.app, role);
      const responses = await Promise.all([
        refresh(session.refreshToken),
        refresh(session.refreshToken),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    });

    it('answers 403 for an expired, unknown or other-role refresh token, so a client refreshing on 401 cannot loop', async () => {
      const session = await signedInAccount(ctx.app, role);
      const [row] = await ctx.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.accountId, session.account.id));
      await ctx.app.db
        .update(refreshTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(refreshTokens.id, row.id));
      const expired = await refresh(session.refreshToken);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('Refresh token expired');

      expect((await refresh('not-a-token-we-issued')).statusCode).toBe(403);
      const other = await signedInAccount(ctx.app, otherRole(role));
      expect((await refresh(other.refreshToken)).statusCode).toBe(403);
      // Presenting it at the wrong door does not spend it.
      const own = await ctx.app.inject({
        method: 'POST',
        url: `/api/${otherRole(role)}/refresh-token`,
        payload: { refreshToken: other.refreshToken },
      });
      expect(own.statusCode).toBe(200);
    });

    it('answers 401 "No refresh token available" without one (docs/api.md: missing is 401)', async () => {
      for (const payload of [{}, { refreshToken: '' }]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `${base}/refresh-token`,
          payload,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('No refresh token available');
      }
    });

    it('stores only hashes of refresh tokens', async () => {
      const session = await signedInAccount(ctx.app, role);
      const rows = await ctx.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.accountId, session.account.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
    });
  });

  describe('POST /logout', () => {
    const logout = (accessToken: string, username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/logout`,
        headers: bearer(accessToken),
        payload: { username },
      });

    it('answers 200 and revokes that login’s refresh tokens only', async () => {
      const session = await signedInAccount(ctx.app, role);
      const otherLogin = await loginViaApi(ctx.app, role, session.username, session.password);
      const response = await logout(session.accessToken, session.username);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect((await refresh(session.refreshToken)).statusCode).toBe(403);
      expect((await refresh(otherLogin.refreshToken)).statusCode).toBe(200);
    });

    it('revokes tokens issued by rotation within the same login too', async () => {
      const session = await signedInAccount(ctx.app, role);
      const rotated = (await refresh(session.refreshToken)).json();
      expect((await logout(rotated.accessToken, session.username)).statusCode).toBe(200);
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(403);
    });

    it('answers 403 when the body names another account, and revokes nothing', async () => {
      const session = await signedInAccount(ctx.app, role);
      const other = await registerViaApi(ctx.app, role);
      const response = await logout(session.accessToken, other.username);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    });

    it('answers 200 and ends nothing without a token or with one that does not verify', async () => {
      const session = await signedInAccount(ctx.app, role);
      const expired = await craftToken(
        { role, accountId: session.account.id, username: session.username },
        ctx.config.JWT_SECRET,
        -60,
      );
      const forged = await craftToken(
        { role, accountId: session.account.id, username: session.username },
        'another-secret-that-is-at-least-32-characters',
      );
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Basic abc' },
        bearer('definitely.not.ajwt'),
        bearer(expired),
        bearer(forged),
        bearer(session.refreshToken),
      ];
      for (const headers of headerSets) {
        for (const payload of [{ username: session.username }, {}, undefined]) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: `${base}/logout`,
            headers,
            ...(payload ? { payload } : {}),
          });
          expect(response.statusCode, JSON.stringify(headers)).toBe(200);
          expect(response.json()).toEqual({ message: 'Logged out successfully' });
        }
      }
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    });

    it('answers 200 again with the access token of a login that has already ended', async () => {
      const session = await signedInAccount(ctx.app, role);
      expect((await logout(session.accessToken, session.username)).statusCode).toBe(200);
      const again = await logout(session.accessToken, session.username);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: 'Logged out successfully' });
    });

    it('answers 403 for a valid token of the other role, and ends nothing', async () => {
      const session = await signedInAccount(ctx.app, role);
      const intruder = await signedInAccount(ctx.app, otherRole(role));
      const response = await logout(intruder.accessToken, session.username);
      expect(response.statusCode).toBe(403);
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    });

    it('answers 400 without a username', async () => {
      const session = await signedInAccount(ctx.app, role);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${base}/logout`,
        headers: bearer(session.accessToken),
        payload: {},
      });
      expect(response.statusCode).toBe(400);
    });
  });
});

describe('per-IP login rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_RATE_LIMIT: 3 });
  });
  afterAll(() => limited.close());

  it.each(ROLES_UNDER_TEST)(
    'answers 429 to the %s login past LOGIN_RATE_LIMIT per minute from one address',
    async (role) => {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/${role}/login`,
          payload: { username: 'someone', password: 'whatever' },
          remoteAddress,
        });
      for (let index = 0; index < 3; index += 1)
        expect((await attempt('192.0.2.1')).statusCode).toBe(404);
      const response = await attempt('192.0.2.1');
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toMatch(/^Too many attempts/);
      expect(response.headers['retry-after']).toBeDefined();
      expect((await attempt('192.0.2.2')).statusCode).toBe(404);
    },
  );
});

describe('token responses', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ REFRESH_RATE_LIMIT: 3 });
  });
  afterAll(() => limited.close());

  it.each(ROLES_UNDER_TEST)(
    '%s login and refresh replies are never stored by a cache',
    async (role) => {
      const session = await signedInAccount(limited.app, role);
      const login = await limited.app.inject({
        method: 'POST',
        url: `/api/${role}/login`,
        payload: { username: session.username, password: session.password },
      });
      expect(login.headers['cache-control']).toBe('no-store');
      const refresh = await limited.app.inject({
        method: 'POST',
        url: `/api/${role}/refresh-token`,
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(200);
      expect(refresh.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers 429 past REFRESH_RATE_LIMIT per minute from one address, whatever the tokens', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/candidate/refresh-token',
        payload: { refreshToken: 'junk' },
        remoteAddress,
      });
    for (let index = 0; index < 3; index += 1)
      expect((await attempt('198.51.100.1')).statusCode).toBe(403);
    const response = await attempt('198.51.100.1');
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^Too many attempts/);
    expect((await attempt('198.51.100.2')).statusCode).toBe(403);
  });
});
