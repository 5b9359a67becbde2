import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSecrets,
  registerViaApi,
  ROLES_UNDER_TEST,
  signedInAccount,
} from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  // Every test signs in from the same address; the per-IP login limit has its own test.
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

describe.each(ROLES_UNDER_TEST)('%s profile reads', (role) => {
  const base = `/api/${role}`;
  const otherRole = role === 'candidate' ? 'recruiter' : 'candidate';
  const notFoundMessage = `${role === 'candidate' ? 'Candidate' : 'Recruiter'} not found`;

  describe('GET /dashboard', () => {
    it('answers 200 with the signed-in account’s full profile and no password', async () => {
      const account = await signedInAccount(ctx.app, role);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${base}/dashboard`,
        headers: bearer(account.accessToken),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const { password: _ignored, ...profile } = account.profile;
      expect(body).toMatchObject({ ...profile, id: account.account.id });
      expect(new Date(body.createdAt).getTime()).not.toBeNaN();
      expectNoSecrets(body);
    });

    // docs/api.md "accounts after sign-up": a deleted account's sessions go with it, so its token is refused.
    it('answers 401 once the account is gone', async () => {
      const account = await signedInAccount(ctx.app, role);
      await ctx.app.inject({
        method: 'DELETE',
        url: `${base}/delete/${account.username}`,
        headers: bearer(account.accessToken),
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${base}/dashboard`,
        headers: bearer(account.accessToken),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('GET /fetch/:username', () => {
    it('answers 200 with the public profile, in any letter case, without signing in', async () => {
      const account = await registerViaApi(ctx.app, role);
      for (const name of [account.username, account.username.toUpperCase()]) {
        const response = await ctx.app.inject({ method: 'GET', url: `${base}/fetch/${name}` });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
          username: account.username,
          core_skills: account.profile.core_skills,
        });
        // Contact details are for signed-in viewers (accounts-privacy.test.ts).
        expect(body).not.toHaveProperty('email');
        expectNoSecrets(body);
      }
    });

    it('answers 404 for an unknown username, a mere reservation, or an account of the other role', async () => {
      const other = await registerViaApi(ctx.app, otherRole);
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/username/create`,
        payload: { username: 'onlyreserved', password: 'long-enough-password' },
      });
      for (const name of ['nobody', 'onlyreserved', other.username]) {
        const response = await ctx.app.inject({ method: 'GET', url: `${base}/fetch/${name}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: notFoundMessage });
      }
    });
  });
});

describe('GET /fetchAll', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await buildTestApp();
  });
  afterAll(() => fresh.close());

  it('answers an empty list when nobody registered', async () => {
    const response = await fresh.app.inject({ method: 'GET', url: '/api/recruiter/fetchAll' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(ROLES_UNDER_TEST)('lists only %ss, newest first, as list items', async (role) => {
    const otherRole = role === 'candidate' ? 'recruiter' : 'candidate';
    const first = await registerViaApi(fresh.app, role, {
      current_job: { ...currentJob, company: 'First Co' },
    });
    const other = await registerViaApi(fresh.app, otherRole);
    const second = await registerViaApi(fresh.app, role, {
      current_job: { ...currentJob, company: 'Second Co' },
    });
    const response = await fresh.app.inject({ method: 'GET', url: `/api/${role}/fetchAll` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.slice(0, 2)).toEqual([
      {
        username: second.username,
        photo: second.profile.photo,
        firstName: second.profile.firstName,
        lastName: second.profile.lastName,
        current_job: { company: 'Second Co' },
      },
      expect.objectContaining({ username: first.username, current_job: { company: 'First Co' } }),
    ]);
    expect(body.map((item: { username: string }) => item.username)).not.toContain(other.username);
    expectNoSecrets(body);
  });

  it('pages with limit and offset, and rejects a bad limit with 400', async () => {
    const all = (await fresh.app.inject({ method: 'GET', url: '/api/candidate/fetchAll' })).json();
    const page = await fresh.app.inject({
      method: 'GET',
      url: '/api/candidate/fetchAll?limit=1&offset=1',
    });
    expect(page.json()).toEqual(all.slice(1, 2));
    expect(
      (await fresh.app.inject({ method: 'GET', url: '/api/candidate/fetchAll?limit=0' }))
        .statusCode,
    ).toBe(400);
  });
});

const currentJob = {
  company: 'Engines Inc',
  current_role: 'Lead Analyst',
  job_description: 'Leading the analytics team',
  date_of_commencement: '07/2018',
  years_of_experience: '8',
  current_location: 'London',
};
