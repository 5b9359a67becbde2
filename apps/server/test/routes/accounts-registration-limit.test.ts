import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileInput } from '../factories';
import { buildTestApp, type TestContext } from '../helper';

// Each reservation and registration costs an argon2 hash without sign-in, so they are limited per client.
describe('registration rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REGISTRATION_RATE_LIMIT: 2 });
  });
  afterAll(() => ctx.close());

  it('answers 429 with a clear message past the limit and reserves nothing more', async () => {
    const reserve = (username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/candidate/username/create',
        payload: { username, password: 'correct-horse-battery' },
      });
    expect((await reserve('first1')).statusCode).toBe(201);
    expect((await reserve('second2')).statusCode).toBe(201);
    const third = await reserve('third3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts/);
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/username/check',
      payload: { username: 'third3' },
    });
    expect(check.statusCode).toBe(200);
  });

  it('limits registrations the same way, on their own count', async () => {
    const create = () =>
      ctx.app.inject({ method: 'POST', url: '/api/recruiter/create', payload: profileInput() });
    // Not reserved, so 409 — but each attempt still counts.
    expect((await create()).statusCode).toBe(409);
    expect((await create()).statusCode).toBe(409);
    expect((await create()).statusCode).toBe(429);
  });
});
