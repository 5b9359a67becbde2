import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, usernames } from '../../src/db/schema';
import { loginViaApi, ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a-brand-new-password';

describe.each(ROLES_UNDER_TEST)('%s password change and sign-out everywhere', (role) => {
  const base = `/api/${role}`;
  const dashboard = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: `${base}/dashboard`, headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/refresh-token`, payload: { refreshToken } });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/login`, payload: { username, password } });
  const changePassword = (accessToken: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${base}/password`,
      headers: bearer(accessToken),
      payload,
    });
  const logoutAll = (accessToken: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/logout-all`, headers: bearer(accessToken) });

  describe('PUT /password', () => {
    it('answers 200, signs in with the new password only, and ends every other login at once', async () => {
      const account = await signedInAccount(ctx.app, role);
      const other = await loginViaApi(ctx.app, role, account.username, account.password);

      const response = await changePassword(account.accessToken, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password changed successfully' });

      expect((await dashboard(other.accessToken)).statusCode).toBe(401);
      expect((await refresh(other.refreshToken)).statusCode).toBe(403);
      // The login that changed it stays signed in.
      expect((await dashboard(account.accessToken)).statusCode).toBe(200);
      expect((await refresh(account.refreshToken)).statusCode).toBe(200);

      expect((await login(account.username, account.password)).statusCode).toBe(401);
      expect((await login(account.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps no copy of the old hash', async () => {
      const account = await signedInAccount(ctx.app, role);
      const [before] = await ctx.app.db
        .select({ hash: usernames.passwordHash })
        .from(usernames)
        .where(eq(usernames.username, account.username));
      await changePassword(account.accessToken, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      const [after] = await ctx.app.db
        .select({ account: accounts.passwordHash, username: usernames.passwordHash })
        .from(accounts)
        .innerJoin(usernames, eq(usernames.username, accounts.username))
        .where(eq(accounts.id, account.account.id));
      expect(after.account).toBe(after.username);
      expect(after.account).not.toBe(before.hash);
    });

    it('answers 403 "Incorrect Password" for a wrong current password, and changes nothing', async () => {
      const account = await signedInAccount(ctx.app, role);
      const other = await loginViaApi(ctx.app, role, account.username, account.password);
      const response = await changePassword(account.accessToken, {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Incorrect Password' });
      expect((await dashboard(other.accessToken)).statusCode).toBe(200);
      expect((await login(account.username, account.password)).statusCode).toBe(200);
    });

    it('answers 400 with errors for a missing or too short password, and changes nothing', async () => {
      const account = await signedInAccount(ctx.app, role);
      for (const payload of [
        {},
        { currentPassword: account.password },
        { currentPassword: account.password, newPassword: 'short' },
      ]) {
        const response = await changePassword(account.accessToken, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: expect.any(String),
          errors: expect.any(Array),
        });
      }
      const short = await changePassword(account.accessToken, {
        currentPassword: account.password,
        newPassword: 'short',
      });
      expect(short.json().errors).toContainEqual({
        path: 'newPassword',
        message: 'Password must be at least 8 characters',
      });
      expect((await login(account.username, account.password)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `${base}/password`,
        payload: { currentPassword: 'x', newPassword: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /logout-all', () => {
    it('answers 200 and ends every login of the account at once, this one too', async () => {
      const account = await signedInAccount(ctx.app, role);
      const other = await loginViaApi(ctx.app, role, account.username, account.password);
      const stranger = await signedInAccount(ctx.app, role);

      const response = await logoutAll(account.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out of every session' });

      for (const session of [account, other]) {
        expect((await dashboard(session.accessToken)).statusCode).toBe(401);
        expect((await refresh(session.refreshToken)).statusCode).toBe(403);
      }
      // Another account is left alone, and the owner can simply log in again.
      expect((await dashboard(stranger.accessToken)).statusCode).toBe(200);
      expect((await login(account.username, account.password)).statusCode).toBe(200);
    });

    it('answers 401 without a token and for a token it already ended', async () => {
      const account = await signedInAccount(ctx.app, role);
      expect((await ctx.app.inject({ method: 'POST', url: `${base}/logout-all` })).statusCode).toBe(
        401,
      );
      expect((await logoutAll(account.accessToken)).statusCode).toBe(200);
      expect((await logoutAll(account.accessToken)).statusCode).toBe(401);
    });
  });
});
