import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftToken, ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  // Every test signs in from the same address; the per-IP login limit has its own test.
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

/**
 * Every accounts call that needs bearer(role), as a request for a given signed-in username. Logout
 * is not one: without a valid token it answers 200 (accounts-login-and-tokens.test.ts).
 */
interface SignedInCall {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (username: string) => string;
  payload: (username: string) => object | undefined;
}
const signedInCalls = (role: string): SignedInCall[] => [
  {
    name: 'GET /dashboard',
    method: 'GET' as const,
    url: () => `/api/${role}/dashboard`,
    payload: () => undefined,
  },
  {
    name: 'DELETE /delete',
    method: 'DELETE' as const,
    url: (username: string) => `/api/${role}/delete/${username}`,
    payload: () => undefined,
  },
];

describe.each(ROLES_UNDER_TEST)('%s calls that need a sign-in', (role) => {
  const otherRole = role === 'candidate' ? 'recruiter' : 'candidate';

  describe.each(signedInCalls(role))('$name', (call) => {
    const send = (username: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: call.method,
        url: call.url(username),
        payload: call.payload(username),
        headers,
      });

    it('answers 401 without a token or with a malformed Authorization header', async () => {
      const account = await signedInAccount(ctx.app, role);
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: account.accessToken },
        { authorization: 'Bearer' },
        { authorization: 'Basic abc' },
      ];
      for (const headers of headerSets) {
        const response = await send(account.username, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    });

    it('answers 401 before looking at the request, even when it is malformed too', async () => {
      const response = await ctx.app.inject({
        method: call.method,
        url: call.url('x'),
        payload: call.method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for a token signed with another secret', async () => {
      const account = await signedInAccount(ctx.app, role);
      const forged = await craftToken(
        { role, accountId: account.account.id, username: account.username },
        'another-secret-that-is-at-least-32-characters',
      );
      expect((await send(account.username, bearer(forged))).statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const account = await signedInAccount(ctx.app, role);
      const expired = await craftToken(
        { role, accountId: account.account.id, username: account.username },
        ctx.config.JWT_SECRET,
        -60,
      );
      expect((await send(account.username, bearer(expired))).statusCode).toBe(401);
    });

    it('answers 401 for a token that is not a JWT at all', async () => {
      const account = await signedInAccount(ctx.app, role);
      expect((await send(account.username, bearer('definitely.not.ajwt'))).statusCode).toBe(401);
    });

    it('answers 403 for a valid token of the other role, and changes nothing', async () => {
      const account = await signedInAccount(ctx.app, role);
      const intruder = await signedInAccount(ctx.app, otherRole);
      const response = await send(account.username, bearer(intruder.accessToken));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
      const stillThere = await ctx.app.inject({
        method: 'GET',
        url: `/api/${role}/fetch/${account.username}`,
      });
      expect(stillThere.statusCode).toBe(200);
    });
  });
});
