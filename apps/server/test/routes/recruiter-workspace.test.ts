import { companyPageSlug } from '@jobhunter/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, jobs } from '../../src/db/schema';
import {
  createAccount,
  recruiterCurrentJob as currentJob,
  type CreatedAccount,
} from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, account?: CreatedAccount) =>
  ctx.app.inject({ method: 'GET', url, headers: account ? bearer(account.accessToken) : {} });
const close = (jobID: string, recruiter: CreatedAccount) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/job/${jobID}/close`,
    headers: bearer(recruiter.accessToken),
  });
const recruiterAt = (company: string, overrides: Record<string, string> = {}) =>
  createAccount(ctx.app.db, ctx.config, 'recruiter', {
    current_job: currentJob(company),
    ...overrides,
  });
const ids = (body: { jobID: string }[]) => body.map((job) => job.jobID);
let day = 0;
/** Posted in this order, so newest first is the reverse; created_at a day apart so the order never ties. */
async function postInOrder(recruiter: CreatedAccount, count: number) {
  const posted: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const jobID = await postJob(ctx.app, recruiter);
    day += 1;
    await ctx.app.db
      .update(jobs)
      .set({ createdAt: new Date(Date.UTC(2024, 0, day)) })
      .where(eq(jobs.jobId, jobID));
    posted.push(jobID);
  }
  return posted;
}

describe('GET /api/job/mine', () => {
  it("lists the recruiter's own jobs, open and closed, newest first, with applicants counted by every status", async () => {
    const recruiter = await recruiterAt('Mine Co');
    const other = await recruiterAt('Mine Co');
    const [first, second, third] = await postInOrder(recruiter, 3);
    await postJob(ctx.app, other);
    const candidates = await Promise.all(
      [1, 2, 3].map(() => createAccount(ctx.app.db, ctx.config, 'candidate')),
    );
    for (const candidate of candidates)
      expect((await apply(ctx.app, candidate, first)).statusCode).toBe(200);
    expect((await apply(ctx.app, candidates[0], second)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID: first, candidateUsername: candidates[1].username, status: 'interview' },
    });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${first}`,
      headers: bearer(candidates[2].accessToken),
    });
    await close(second, recruiter);

    const response = await get('/api/job/mine', recruiter);
    expect(response.statusCode, response.body).toBe(200);
    const mine = response.json();
    expect(ids(mine)).toEqual([third, second, first]);
    const zero = {
      applied: 0,
      reviewing: 0,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
    };
    expect(mine.map((job: { status: string }) => job.status)).toEqual(['open', 'closed', 'open']);
    expect(mine[0].applicants).toEqual(zero);
    expect(mine[1].applicants).toEqual({ ...zero, applied: 1 });
    expect(mine[2].applicants).toEqual({ ...zero, applied: 1, interview: 1, withdrawn: 1 });
    expect(mine[2].email).toBe(recruiter.profile.email);
  });

  it('answers 401 without a token and 403 to a candidate', async () => {
    expect((await get('/api/job/mine')).statusCode).toBe(401);
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await get('/api/job/mine', candidate)).statusCode).toBe(403);
  });
});

describe('GET /api/job/by/{username}', () => {
  it("lists that recruiter's open jobs, newest first, any case of the name; the email only to signed-in viewers", async () => {
    const recruiter = await recruiterAt('By Co');
    const [first, second, third] = await postInOrder(recruiter, 3);
    await close(second, recruiter);
    const response = await get(`/api/job/by/${recruiter.username.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(response.json())).toEqual([third, first]);
    expect(response.json()[0]).toMatchObject({ status: 'open', email: '' });
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await get(`/api/job/by/${recruiter.username}`, candidate)).json()[0].email).toBe(
      recruiter.profile.email,
    );
  });

  it('answers 404 for no such recruiter, and for a candidate name', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    for (const name of ['nobody-here', candidate.username]) {
      const response = await get(`/api/job/by/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such recruiter' });
    }
  });
});

describe('companies', () => {
  it('one entry per company slug with open jobs counted, most first then by name; empty companies left out', async () => {
    const acmeA = await recruiterAt('Acme Corp');
    const acmeB = await recruiterAt('ACME corp.');
    const acmeC = await recruiterAt('Acme Corp');
    const zeta = await recruiterAt('Zeta Works');
    const beta = await recruiterAt('Beta Works');
    // The profile form asks for a company; an account stored without one (older data) has none.
    const nobody = await recruiterAt('Soon Nameless');
    await ctx.app.db
      .update(accounts)
      .set({ currentJob: currentJob('  ') })
      .where(eq(accounts.id, nobody.id));
    await postJob(ctx.app, acmeA);
    await postJob(ctx.app, acmeB);
    const closed = await postJob(ctx.app, acmeC);
    await close(closed, acmeC);
    await postJob(ctx.app, zeta);
    await postJob(ctx.app, nobody);
    void beta;

    const response = await get('/api/companies');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as { slug: string; name: string; openJobs: number }[];
    const mine = list.filter((company) =>
      ['acme-corp', 'zeta-works', 'beta-works'].includes(company.slug),
    );
    expect(mine).toEqual([
      { slug: 'acme-corp', name: 'Acme Corp', openJobs: 2 },
      { slug: 'zeta-works', name: 'Zeta Works', openJobs: 1 },
      { slug: 'beta-works', name: 'Beta Works', openJobs: 0 },
    ]);
    expect(list.map((company) => company.slug)).not.toContain('');
    expect(list.map((company) => company.slug)).not.toContain('soon-nameless');
    expect(new Set(list.map((company) => company.slug)).size).toBe(list.length);
    // The whole list is in order: open jobs descending, then name.
    const sorted = [...list].sort(
      (a, b) =>
        b.openJobs - a.openJobs ||
        a.name.localeCompare(b.name, 'en') ||
        a.slug.localeCompare(b.slug, 'en'),
    );
    expect(list).toEqual(sorted);
  });

  it('a company page: its recruiters and their open jobs, newest first', async () => {
    const first = await recruiterAt('Gamma Labs', { firstName: 'Grace', lastName: 'Hopper' });
    const second = await recruiterAt('GAMMA-LABS');
    const [old] = await postInOrder(first, 1);
    const [recent] = await postInOrder(second, 1);
    const closed = await postJob(ctx.app, second);
    await close(closed, second);

    const response = await get('/api/companies/gamma-labs');
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json();
    expect(company.slug).toBe('gamma-labs');
    expect(company.name).toBe('Gamma Labs');
    expect(company.recruiters).toEqual(
      [first, second]
        .map((recruiter) => ({
          username: recruiter.username,
          firstName: recruiter.profile.firstName,
          lastName: recruiter.profile.lastName,
          photo: recruiter.profile.photo,
        }))
        .sort((a, b) => a.username.localeCompare(b.username, 'en')),
    );
    expect(ids(company.jobs)).toEqual([recent, old]);
    expect(company.jobs[0].email).toBe('');
  });

  it('follows a recruiter who renames their company', async () => {
    const recruiter = await recruiterAt('Old Name Ltd');
    await postJob(ctx.app, recruiter);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/recruiter/profile',
      headers: bearer(recruiter.accessToken),
      payload: { current_job: currentJob('New Name Ltd') },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get('/api/companies/old-name-ltd')).statusCode).toBe(404);
    const page = await get('/api/companies/new-name-ltd');
    expect(page.statusCode).toBe(200);
    expect(page.json().jobs[0].company_name).toBe('New Name Ltd');
  });

  it('gives a name without Latin letters or digits a stable slug of its own', async () => {
    const recruiter = await recruiterAt('株式会社');
    await postJob(ctx.app, recruiter);
    const slug = companyPageSlug('株式会社');
    expect(slug).toMatch(/^company-[0-9a-f]{12}$/);
    expect(companyPageSlug(' 株式会社 ')).toBe(slug);
    expect(companyPageSlug('有限会社')).not.toBe(slug);
    expect((await get('/api/companies')).json()).toContainEqual({
      slug,
      name: '株式会社',
      openJobs: 1,
    });
    expect((await get(`/api/companies/${slug}`)).json()).toMatchObject({
      slug,
      name: '株式会社',
      recruiters: [{ username: recruiter.username }],
    });
  });

  it('answers 404 No such company', async () => {
    const response = await get('/api/companies/no-such-company-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such company' });
    // A candidate's "company" makes no company page.
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
      current_job: currentJob('Candidate Only Co'),
    });
    expect(
      (await ctx.app.db.select().from(accounts).where(eq(accounts.id, candidate.id))).length,
    ).toBe(1);
    expect((await get('/api/companies/candidate-only-co')).statusCode).toBe(404);
  });
});

/**
 * A job whose validThrough day has passed is closed without anyone closing it: its stored status
 * stays 'open', so every public list must apply the expiry rule itself, not just the status.
 */
describe('a job past its validThrough leaves the public lists', () => {
  /** A validThrough in the past cannot be sent through the API, so it is set in the database. */
  const expire = (jobID: string, validThrough: string | SQL = '2020-01-01') =>
    ctx.app.db.update(jobs).set({ validThrough }).where(eq(jobs.jobId, jobID));
  const lastDayToday = sql`(now() at time zone 'utc')::date`;
  const storedStatus = async (jobID: string) =>
    (await ctx.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, jobID)))[0]
      .status;
  const companyEntry = async (slug: string) =>
    ((await get('/api/companies')).json() as { slug: string; openJobs: number }[]).find(
      (company) => company.slug === slug,
    );

  it('GET /api/companies and a company page: not counted, not listed; a job on its last day still is', async () => {
    const first = await recruiterAt('Expiry Works');
    const second = await recruiterAt('EXPIRY works');
    const [open, expired] = await postInOrder(first, 2);
    const [lastDay, expiredToo] = await postInOrder(second, 2);
    expect((await companyEntry('expiry-works'))?.openJobs).toBe(4);

    await expire(expired);
    await expire(expiredToo);
    await expire(lastDay, lastDayToday);
    // Nobody closed them: the stored status is still open, only their day has passed.
    expect(await storedStatus(expired)).toBe('open');
    expect(await storedStatus(expiredToo)).toBe('open');

    expect(await companyEntry('expiry-works')).toEqual({
      slug: 'expiry-works',
      name: 'Expiry Works',
      openJobs: 2,
    });
    const page = await get('/api/companies/expiry-works');
    expect(page.statusCode, page.body).toBe(200);
    expect(ids(page.json().jobs)).toEqual([lastDay, open]);
    // The recruiters stay on the page: an expired job changes what is open, not who works there.
    expect(page.json().recruiters).toHaveLength(2);
  });

  it('a company whose every job expired stays listed with 0 open jobs and an empty page', async () => {
    const recruiter = await recruiterAt('Bygone Ltd');
    const jobID = await postJob(ctx.app, recruiter);
    await expire(jobID);
    expect(await storedStatus(jobID)).toBe('open');
    expect(await companyEntry('bygone-ltd')).toEqual({
      slug: 'bygone-ltd',
      name: 'Bygone Ltd',
      openJobs: 0,
    });
    const page = await get('/api/companies/bygone-ltd');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      slug: 'bygone-ltd',
      jobs: [],
      recruiters: [{ username: recruiter.username }],
    });
  });

  it("GET /api/job/by/{username}: gone from the recruiter's public list, signed in or not; still in their own /job/mine, closed", async () => {
    const recruiter = await recruiterAt('Expiry By Co');
    const [open, expired, lastDay] = await postInOrder(recruiter, 3);
    await expire(expired);
    await expire(lastDay, lastDayToday);
    expect(await storedStatus(expired)).toBe('open');

    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    for (const viewer of [undefined, candidate, recruiter]) {
      const response = await get(`/api/job/by/${recruiter.username}`, viewer);
      expect(response.statusCode, response.body).toBe(200);
      expect(ids(response.json())).toEqual([lastDay, open]);
    }
    const mine = (await get('/api/job/mine', recruiter)).json() as {
      jobID: string;
      status: string;
      closedAt: string | null;
    }[];
    expect(mine.find((job) => job.jobID === expired)).toMatchObject({
      status: 'closed',
      closedAt: '2020-01-02T00:00:00.000Z',
    });
  });
});
