import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '../factories-admin';
import { createAccount, type CreatedAccount } from '../factories';
import { bearer, buildTestApp, type TestContext } from '../helper';

const LIMIT = 3;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ CANDIDATE_SEARCH_RATE_LIMIT: LIMIT });
});
afterAll(() => ctx.close());

const search = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/candidate/search',
    query: { q: 'engineer' },
    headers,
  });

describe('who may search candidates', () => {
  it('is 401 without a valid token, 403 for a candidate or an admin', async () => {
    expect((await search()).statusCode).toBe(401);
    expect((await search(bearer('not-a-token'))).statusCode).toBe(401);
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const forbidden = await search(bearer(candidate.accessToken));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only a signed-in recruiter can do this');
    const admin = await createAdminAccount(ctx.app);
    expect((await search(bearer(admin.accessToken))).statusCode).toBe(403);
  });

  it('allows each recruiter account its own searches a minute, whatever the address', async () => {
    const busy: CreatedAccount = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const other: CreatedAccount = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    for (let i = 0; i < LIMIT; i += 1)
      expect((await search(bearer(busy.accessToken))).statusCode).toBe(200);
    const limited = await search(bearer(busy.accessToken));
    expect(limited.statusCode).toBe(429);
    // Same address (inject's), another account: its own count.
    expect((await search(bearer(other.accessToken))).statusCode).toBe(200);
    // Refused callers count against nobody: the busy account's limit is its own.
    expect((await search()).statusCode).toBe(401);
  });
});
