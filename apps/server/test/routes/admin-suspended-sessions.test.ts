import { moderationMessages } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { setSuspended } from '../factories-admin';
import { bearer, buildTestApp, buildTestInstances, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

describe.each(ROLES_UNDER_TEST)('a suspended %s', (role) => {
  const base = `/api/${role}`;
  const dashboard = (token: string, app = ctx.app) =>
    app.inject({ method: 'GET', url: `${base}/dashboard`, headers: bearer(token) });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/login`, payload: { username, password } });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/refresh-token`, payload: { refreshToken } });

  it('loses its session at the next request, and cannot log in or refresh until lifted', async () => {
    const account = await signedInAccount(ctx.app, role);
    expect((await dashboard(account.accessToken)).statusCode).toBe(200);

    await setSuspended(ctx.app, account.account.id, true);
    const next = await dashboard(account.accessToken);
    expect(next.statusCode).toBe(401);

    const refused = await login(account.username, account.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: moderationMessages.accountSuspended });
    const refreshed = await refresh(account.refreshToken);
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json()).toEqual({ message: moderationMessages.accountSuspended });

    await setSuspended(ctx.app, account.account.id, false);
    const again = await login(account.username, account.password);
    expect(again.statusCode, again.body).toBe(200);
    expect((await dashboard(again.json().accessToken)).statusCode).toBe(200);
  });

  it('is not revealed to someone without the password', async () => {
    const account = await signedInAccount(ctx.app, role);
    await setSuspended(ctx.app, account.account.id, true);
    const guess = await login(account.username, 'not-the-password');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ message: 'Incorrect Password' });
  });
});

describe('suspension across instances', () => {
  let instances: TestContext[];
  beforeAll(async () => {
    instances = await buildTestInstances(2);
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
  });

  it('ends the session on every instance, whichever one saw the change', async () => {
    const [first, second] = instances;
    const account = await signedInAccount(first.app, 'candidate');
    const dashboard = (app: typeof first.app) =>
      app.inject({
        method: 'GET',
        url: '/api/candidate/dashboard',
        headers: bearer(account.accessToken),
      });
    expect((await dashboard(second.app)).statusCode).toBe(200);
    await setSuspended(first.app, account.account.id, true);
    expect((await dashboard(first.app)).statusCode).toBe(401);
    expect((await dashboard(second.app)).statusCode).toBe(401);
  });
});
