import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { createAccount } from '../factories';
import { expectNoSecrets, ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const INVALID = 'Invalid data provided, please check your data';
const newCollege = {
  programme_name: 'M.Sc',
  specialization: 'Physics',
  college_name: 'Trinity',
  university_name: 'Cambridge',
  cgpa: '8',
  duration: '24',
  year_of_commencement: '2016',
  year_of_conclusion: '2018',
};

describe.each(ROLES_UNDER_TEST)('PATCH /api/%s/profile', (role) => {
  const base = `/api/${role}`;
  const otherRole = role === 'candidate' ? 'recruiter' : 'candidate';
  const patch = (accessToken: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${base}/profile`,
      headers: bearer(accessToken),
      payload: payload as object,
    });
  const dashboard = async (accessToken: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/dashboard`,
        headers: bearer(accessToken),
      })
    ).json();

  it('changes the sections sent, keeps the rest, and answers 200 with the whole own profile', async () => {
    const account = await signedInAccount(ctx.app, role);
    const before = await dashboard(account.accessToken);
    const response = await patch(account.accessToken, {
      title: 'Principal Engineer',
      college_education: [newCollege, newCollege],
      core_skills: ['Rust', '  ', 'Go'],
      current_job: { ...before.current_job, company: 'New Co' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      ...before,
      title: 'Principal Engineer',
      college_education: [newCollege, newCollege],
      core_skills: ['Rust', 'Go'],
      current_job: { ...before.current_job, company: 'New Co' },
    });
    expectNoSecrets(body);
    expect(await dashboard(account.accessToken)).toEqual(body);
  });

  it('accepts the account’s own email and number again, and those of an account of the other role', async () => {
    const account = await signedInAccount(ctx.app, role);
    const stranger = await createAccount(ctx.app.db, ctx.config, otherRole);
    const own = await patch(account.accessToken, {
      email: account.profile.email,
      number: account.profile.number,
    });
    expect(own.statusCode, own.body).toBe(200);
    const shared = await patch(account.accessToken, {
      email: stranger.profile.email,
      number: stranger.profile.number,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({
      email: stranger.profile.email,
      number: stranger.profile.number,
    });
  });

  it('answers 409 with the registration message when another account of the role has the email or number', async () => {
    const account = await signedInAccount(ctx.app, role);
    const rival = await createAccount(ctx.app.db, ctx.config, role);
    const message = `${role === 'candidate' ? 'Candidate' : 'Recruiter'} with same email or cell number already exists`;
    for (const payload of [
      { email: rival.profile.email!.toUpperCase() },
      { number: rival.profile.number },
      { title: 'Changed', email: rival.profile.email },
    ]) {
      const response = await patch(account.accessToken, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect((await dashboard(account.accessToken)).title).toBe(account.profile.title);
  });

  it('answers 400 with the registration message and errors for invalid sections, and writes nothing', async () => {
    const account = await signedInAccount(ctx.app, role);
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ college_education: [] }, 'college_education'],
      [{ title: 'ok', number: 'call me' }, 'number'],
      [{ photo: 'javascript:alert(1)' }, 'photo'],
      [{ gender: 'unknown' }, 'gender'],
      [{ current_job: { company: 'Only a company' } }, 'current_job.current_role'],
    ];
    for (const [payload, path] of cases) {
      const response = await patch(account.accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.message).toBe(INVALID);
      expect(body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect((await dashboard(account.accessToken)).title).toBe(account.profile.title);
  });

  it('stores year fields sent as MM/YYYY or DD/MM/YYYY as the year, and names a bad one', async () => {
    const account = await signedInAccount(ctx.app, role);
    const before = await dashboard(account.accessToken);
    const response = await patch(account.accessToken, {
      tenth_standard_education: { ...before.tenth_standard_education, year_of_passing: '06/2009' },
      college_education: [
        { ...newCollege, year_of_commencement: '01/09/2016', year_of_conclusion: '07/2018' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tenth_standard_education.year_of_passing).toBe('2009');
    expect(response.json().college_education).toEqual([newCollege]);
    expect((await dashboard(account.accessToken)).college_education).toEqual([newCollege]);

    const bad = await patch(account.accessToken, {
      college_education: [{ ...newCollege, year_of_conclusion: '13/2019' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        path: 'college_education.0.year_of_conclusion',
        message:
          'Year of conclusion must be a year or a real date as DD/MM/YYYY, MM/YYYY or YYYY for College 1',
      },
    ]);
  });

  it('answers 400 for the username, the password, unknown fields or nothing to change', async () => {
    const account = await signedInAccount(ctx.app, role);
    const cases: [unknown, string][] = [
      [{ username: 'someone-else' }, 'Username and password cannot be changed here'],
      [{ password: 'a-new-password-1' }, 'Username and password cannot be changed here'],
      [{ id: 'x', title: 'ok' }, 'Unknown profile fields: id'],
      [{}, 'Send at least one profile field to change'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(account.accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(
        message,
      );
    }
    const [row] = await ctx.app.db
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, account.account.id));
    expect(row.username).toBe(account.username);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/profile`,
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a recruiter’s edits reach their jobs', () => {
  it('shows the new name, email and company on job pages and in search at once, cache or not', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const reader = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const jobID = await postJob(ctx.app, recruiter);
    const readJob = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/job/fetchIndividualJob/${jobID}`,
          headers: bearer(reader.accessToken),
        })
      ).json();
    const search = async (q: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/job/search',
          query: { q },
          headers: bearer(reader.accessToken),
        })
      ).json();
    expect(await readJob()).toMatchObject({
      name: recruiter.profile.firstName,
      email: recruiter.profile.email,
    });
    expect((await search('Zyxwvutsr')).total).toBe(0);

    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/recruiter/profile',
      headers: bearer(recruiter.accessToken),
      payload: {
        firstName: 'Renamed',
        email: 'renamed.recruiter@example.com',
        current_job: { ...recruiter.profile.current_job, company: 'Zyxwvutsr Labs' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readJob()).toMatchObject({
      name: 'Renamed',
      email: 'renamed.recruiter@example.com',
      company_name: 'Zyxwvutsr Labs',
    });
    const found = await search('Zyxwvutsr');
    expect(found.items.map((job: { jobID: string }) => job.jobID)).toEqual([jobID]);
  });
});

describe('discoverable', () => {
  const listed = async () =>
    (
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/candidate/fetchAll',
          query: { limit: '1000' },
        })
      ).json() as { username: string }[]
    ).map((item) => item.username);

  it('is true by default for candidates; false leaves them out of fetchAll, still seen as applicants', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/candidate/dashboard',
      headers: bearer(candidate.accessToken),
    });
    expect(own.json().discoverable).toBe(true);
    expect(await listed()).toContain(candidate.username);

    const hidden = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/candidate/profile',
      headers: bearer(candidate.accessToken),
      payload: { discoverable: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().discoverable).toBe(false);
    expect(await listed()).not.toContain(candidate.username);
    const applicants = await ctx.app.inject({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: recruiter.username, jobID },
      headers: bearer(recruiter.accessToken),
    });
    expect(applicants.json().map((applicant: { username: string }) => applicant.username)).toEqual([
      candidate.username,
    ]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/candidate/fetch/${candidate.username}` }))
        .statusCode,
    ).toBe(200);

    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/candidate/profile',
      headers: bearer(candidate.accessToken),
      payload: { discoverable: true },
    });
    expect(await listed()).toContain(candidate.username);
  });

  it('is no recruiter setting: 400, and recruiter profiles do not carry it', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/recruiter/profile',
      headers: bearer(recruiter.accessToken),
      payload: { discoverable: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: INVALID,
      errors: [
        { path: 'discoverable', message: 'Only candidates can choose whether they are listed' },
      ],
    });
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/recruiter/dashboard',
      headers: bearer(recruiter.accessToken),
    });
    expect(own.json()).not.toHaveProperty('discoverable');
  });

  it('must be a boolean', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/candidate/profile',
      headers: bearer(candidate.accessToken),
      payload: { discoverable: 'no' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'discoverable',
      message: 'discoverable must be true or false',
    });
  });
});
