import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, usernames } from '../../src/db/schema';
import { profileInput } from '../factories';
import {
  expectNoSecrets,
  registerViaApi,
  ROLES_UNDER_TEST,
  signedInAccount,
} from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });
const otherRole = (role: string) => (role === 'candidate' ? 'recruiter' : 'candidate');
const accountCount = async () =>
  (await ctx.app.db.select({ id: accounts.id }).from(accounts)).length;

describe.each(ROLES_UNDER_TEST)('%s registration', (role) => {
  const base = `/api/${role}`;

  describe('POST /username/check', () => {
    it('answers 200 for a free username', async () => {
      const response = await post(`${base}/username/check`, { username: `free${role}1` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('answers 409 for a reserved or registered username, in any letter case, across roles', async () => {
      const { username } = await registerViaApi(ctx.app, otherRole(role));
      for (const name of [username, username.toUpperCase()]) {
        const response = await post(`${base}/username/check`, { username: name });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'Username already exists' });
      }
    });

    it('rejects a malformed username with 400 and the problem', async () => {
      const response = await post(`${base}/username/check`, { username: 'a b' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path: 'username' });
      expect((await post(`${base}/username/check`, {})).statusCode).toBe(400);
    });
  });

  describe('POST /username/create', () => {
    it('reserves a username (201) and then reports it taken', async () => {
      const username = `res${role.slice(0, 3)}1`;
      const response = await post(`${base}/username/create`, {
        username,
        password: 'long-enough-password',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: expect.any(String) });
      const [row] = await ctx.app.db
        .select()
        .from(usernames)
        .where(eq(usernames.username, username));
      expect(row.role).toBe(role);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await post(`${base}/username/check`, { username })).statusCode).toBe(409);
    });

    it('lets the same person reserve again with the same password (a retried wizard)', async () => {
      const payload = { username: `retry${role.slice(0, 3)}`, password: 'long-enough-password' };
      expect((await post(`${base}/username/create`, payload)).statusCode).toBe(201);
      expect((await post(`${base}/username/create`, payload)).statusCode).toBe(201);
    });

    it('refuses a reserved name with another password, to the other role, or in another case', async () => {
      const payload = { username: `held${role.slice(0, 3)}`, password: 'long-enough-password' };
      expect((await post(`${base}/username/create`, payload)).statusCode).toBe(201);
      const attempts = [
        post(`${base}/username/create`, { ...payload, password: 'another-password' }),
        post(`/api/${otherRole(role)}/username/create`, payload),
        post(`/api/${otherRole(role)}/username/create`, {
          ...payload,
          username: payload.username.toUpperCase(),
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'Username already exists' });
      }
    });

    it('gives one 201 and one 409 to two people reserving one name at once', async () => {
      const username = `race${role.slice(0, 3)}`;
      const responses = await Promise.all([
        post(`${base}/username/create`, { username, password: 'first-racer-password' }),
        post(`/api/${otherRole(role)}/username/create`, {
          username,
          password: 'second-racer-password',
        }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a registered username even with its own password', async () => {
      const account = await registerViaApi(ctx.app, role);
      const response = await post(`${base}/username/create`, {
        username: account.username,
        password: account.password,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Username already exists' });
    });

    it('hands an abandoned reservation (over 24 h, no account) to someone else', async () => {
      const username = `stale${role.slice(0, 3)}`;
      await post(`/api/${otherRole(role)}/username/create`, {
        username,
        password: 'first-owner-password',
      });
      await ctx.app.db
        .update(usernames)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(usernames.username, username));
      expect((await post(`${base}/username/check`, { username })).statusCode).toBe(200);
      const response = await post(`${base}/username/create`, {
        username,
        password: 'second-owner-password',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.app.db
        .select()
        .from(usernames)
        .where(eq(usernames.username, username));
      expect(row.role).toBe(role);
    });

    it('rejects a short password with 400 and stores nothing', async () => {
      const username = `short${role.slice(0, 3)}`;
      const response = await post(`${base}/username/create`, { username, password: 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Password must be at least 8 characters');
      expect(
        await ctx.app.db.select().from(usernames).where(eq(usernames.username, username)),
      ).toEqual([]);
    });
  });

  describe('POST /create', () => {
    it('registers on a reserved username (201) without ever storing or returning the password', async () => {
      const profile = profileInput();
      await post(`${base}/username/create`, {
        username: profile.username,
        password: profile.password,
      });
      const response = await post(`${base}/create`, profile);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: expect.any(String) });
      const [row] = await ctx.app.db
        .select()
        .from(accounts)
        .where(eq(accounts.username, profile.username!));
      expect(row).toMatchObject({ role, email: profile.email, firstName: profile.firstName });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(row)).not.toContain(profile.password);
    });

    it('answers 409 "Username is already taken" without a reservation, with another password or by the other role', async () => {
      const unreserved = profileInput();
      const wrongPassword = profileInput();
      await post(`${base}/username/create`, {
        username: wrongPassword.username,
        password: 'not-the-profile-password',
      });
      const otherRoles = profileInput();
      await post(`/api/${otherRole(role)}/username/create`, {
        username: otherRoles.username,
        password: otherRoles.password,
      });
      const before = await accountCount();
      for (const profile of [unreserved, wrongPassword, otherRoles]) {
        const response = await post(`${base}/create`, profile);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'Username is already taken' });
      }
      expect(await accountCount()).toBe(before);
    });

    it('keeps the letter case given at registration when the reservation was spelled differently', async () => {
      const profile = profileInput();
      const username = `Cc${profile.username}`;
      await post(`${base}/username/create`, {
        username: username.toUpperCase(),
        password: profile.password,
      });
      expect((await post(`${base}/create`, { ...profile, username })).statusCode).toBe(201);
      const rows = await ctx.app.db
        .select()
        .from(usernames)
        .where(sql`lower(${usernames.username}) = ${username.toLowerCase()}`);
      expect(rows.map((row) => row.username)).toEqual([username]);
    });

    it('answers 409 "Username is already taken" when the account already exists', async () => {
      const account = await registerViaApi(ctx.app, role);
      const response = await post(`${base}/create`, account.profile);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Username is already taken' });
    });

    it('answers 409 when the email (any case) or the phone number is already used by this role', async () => {
      const first = await registerViaApi(ctx.app, role);
      const message = `${role === 'candidate' ? 'Candidate' : 'Recruiter'} with same email or cell number already exists`;
      for (const clash of [
        { email: first.profile.email!.toUpperCase() },
        { number: first.profile.number },
      ]) {
        const profile = profileInput(clash);
        await post(`${base}/username/create`, {
          username: profile.username,
          password: profile.password,
        });
        const response = await post(`${base}/create`, profile);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message });
      }
    });

    it('allows the same email and phone for the other role', async () => {
      const first = await registerViaApi(ctx.app, otherRole(role));
      await registerViaApi(ctx.app, role, {
        email: first.profile.email,
        number: first.profile.number,
      });
    });

    it('lets a user fix a duplicate email and resubmit the wizard', async () => {
      const first = await registerViaApi(ctx.app, role);
      const profile = profileInput({ email: first.profile.email });
      const reserve = () =>
        post(`${base}/username/create`, { username: profile.username, password: profile.password });
      expect((await reserve()).statusCode).toBe(201);
      expect((await post(`${base}/create`, profile)).statusCode).toBe(409);
      expect((await reserve()).statusCode).toBe(201);
      expect(
        (await post(`${base}/create`, { ...profile, email: `fixed.${profile.email}` })).statusCode,
      ).toBe(201);
    });

    it('gives one 201 and one 409 for two identical registrations at once', async () => {
      const profile = profileInput();
      await post(`${base}/username/create`, {
        username: profile.username,
        password: profile.password,
      });
      const responses = await Promise.all([
        post(`${base}/create`, profile),
        post(`${base}/create`, profile),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(
        'Username is already taken',
      );
    });

    it('gives one 201 and one 409 for two registrations with the same email at once', async () => {
      const a = profileInput();
      const b = profileInput({ email: a.email });
      for (const profile of [a, b]) {
        await post(`${base}/username/create`, {
          username: profile.username,
          password: profile.password,
        });
      }
      const responses = await Promise.all([post(`${base}/create`, a), post(`${base}/create`, b)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('answers 400 "Invalid data provided, please check your data" with errors, storing nothing', async () => {
      const profile = profileInput({ email: 'not-an-email', college_education: [] });
      await post(`${base}/username/create`, {
        username: profile.username,
        password: profile.password,
      });
      const before = await accountCount();
      const response = await post(`${base}/create`, profile);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Invalid data provided, please check your data');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'Email must be a valid email address' },
          { path: 'college_education', message: 'At least one College is required' },
        ]),
      );
      expectNoSecrets(body);
      expect(await accountCount()).toBe(before);
    });

    it('rejects a username longer than the name allows (docs/product.md §5)', async () => {
      // Ada + Lovelace: trunc((3 + 8) / 2 + 3) = 8 characters at most.
      const profile = profileInput({
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: `toolong${role.length}x`,
      });
      await post(`${base}/username/create`, {
        username: profile.username,
        password: profile.password,
      });
      const response = await post(`${base}/create`, profile);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        path: 'username',
        message: 'Username must be at most 8 characters',
      });
    });

    it('stores a year field written as MM/YYYY or DD/MM/YYYY as the year', async () => {
      const sample = profileInput();
      const account = await signedInAccount(ctx.app, role, {
        tenth_standard_education: {
          ...sample.tenth_standard_education!,
          year_of_passing: '05/2010',
        },
        college_education: [
          {
            ...sample.college_education![0],
            year_of_commencement: '17/05/2012',
            year_of_conclusion: '2015',
          },
        ],
      });
      const dashboard = await ctx.app.inject({
        method: 'GET',
        url: `${base}/dashboard`,
        headers: bearer(account.accessToken),
      });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      const body = dashboard.json();
      expect(body.tenth_standard_education.year_of_passing).toBe('2010');
      expect(body.college_education[0]).toMatchObject({
        year_of_commencement: '2012',
        year_of_conclusion: '2015',
      });
    });

    it('answers 400 naming the year field for a month or day that does not exist', async () => {
      for (const year of ['13/2019', '32/01/2019', 'abc']) {
        const profile = profileInput();
        const payload = {
          ...profile,
          twelth_standard_education: {
            ...profile.twelth_standard_education!,
            year_of_passing: year,
          },
        };
        await post(`${base}/username/create`, {
          username: profile.username,
          password: profile.password,
        });
        const response = await post(`${base}/create`, payload);
        expect(response.statusCode, year).toBe(400);
        expect(response.json().errors).toEqual([
          {
            path: 'twelth_standard_education.year_of_passing',
            message:
              '12th year of passing must be a year or a real date as DD/MM/YYYY, MM/YYYY or YYYY',
          },
        ]);
      }
    });
  });
});
