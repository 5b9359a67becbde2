import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { craftToken, loginViaApi, ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

/** A token signed with the real secret whose `sub` and `sid` are whatever the test says. */
function tokenWithIds(role: string, sub: string, sid: string) {
  return new SignJWT({ role, username: 'someone', sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('jobhunter')
    .setAudience(role)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(ctx.config.JWT_SECRET));
}

describe.each(ROLES_UNDER_TEST)('%s sessions end at once', (role) => {
  const base = `/api/${role}`;
  const dashboard = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: `${base}/dashboard`, headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/refresh-token`, payload: { refreshToken } });
  const logout = (accessToken: string, username: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${base}/logout`,
      headers: bearer(accessToken),
      payload: { username },
    });

  it('logout refuses that login’s access token on the very next request, and only that login’s', async () => {
    const account = await signedInAccount(ctx.app, role);
    const other = await loginViaApi(ctx.app, role, account.username, account.password);
    expect((await dashboard(account.accessToken)).statusCode).toBe(200);
    expect((await logout(account.accessToken, account.username)).statusCode).toBe(200);

    const refused = await dashboard(account.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect((await dashboard(other.accessToken)).statusCode).toBe(200);
  });

  it('refuses refresh tokens of an ended login with 403, and access tokens issued by rotation too', async () => {
    const account = await signedInAccount(ctx.app, role);
    const rotated = (await refresh(account.refreshToken)).json();
    expect((await logout(account.accessToken, account.username)).statusCode).toBe(200);
    const response = await refresh(rotated.refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This login has ended; please log in again' });
    expect((await dashboard(rotated.accessToken)).statusCode).toBe(401);
  });

  it('ends the whole login when a spent refresh token comes back, access tokens included', async () => {
    const account = await signedInAccount(ctx.app, role);
    const rotated = (await refresh(account.refreshToken)).json();
    expect((await refresh(account.refreshToken)).statusCode).toBe(403);
    expect((await dashboard(rotated.accessToken)).statusCode).toBe(401);
  });

  it('refuses a deleted account’s token with 401, never 500', async () => {
    const account = await signedInAccount(ctx.app, role);
    const other = await loginViaApi(ctx.app, role, account.username, account.password);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/delete/${account.username}`,
      headers: bearer(account.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    for (const token of [account.accessToken, other.accessToken])
      expect((await dashboard(token)).statusCode).toBe(401);
  });

  it('answers 401, not 500, when the token’s sub or sid is not a UUID or names no session', async () => {
    const account = await signedInAccount(ctx.app, role);
    const tokens = [
      await tokenWithIds(role, 'not-a-uuid', randomUUID()),
      await tokenWithIds(role, account.account.id, 'not-a-uuid'),
      await tokenWithIds(role, account.account.id, "1' or '1'='1"),
      await craftToken(
        { role, accountId: account.account.id, username: account.username },
        ctx.config.JWT_SECRET,
      ),
    ];
    for (const token of tokens) {
      const response = await dashboard(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses a live session presented with another account’s id', async () => {
    const account = await signedInAccount(ctx.app, role);
    const stranger = await signedInAccount(ctx.app, role);
    const [session] = await ctx.app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.accountId, account.account.id), isNull(sessions.revokedAt)));
    expect(
      (await dashboard(await tokenWithIds(role, stranger.account.id, session.id))).statusCode,
    ).toBe(401);
  });
});
