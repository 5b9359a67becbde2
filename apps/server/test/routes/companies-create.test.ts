import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, jobs } from '../../src/db/schema';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { addMember } from '../factories-companies';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  account?: CreatedAccount,
  payload?: object,
) => ctx.app.inject({ method, url, headers: account ? bearer(account.accessToken) : {}, payload });
const recruiter = (company = 'Typed Co') =>
  createAccount(ctx.app.db, ctx.config, 'recruiter', { current_job: recruiterCurrentJob(company) });
let names = 0;
const uniqueName = (stem = 'Quillwork') => `${stem} ${process.pid} ${(names += 1)}`;
const companyRow = (name: string) =>
  ctx.app.db
    .select()
    .from(companies)
    .then((rows) => rows.find((row) => row.name.toLowerCase() === name.toLowerCase()));
const jobRow = async (jobId: string) =>
  (await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0]!;

describe('POST /api/companies', () => {
  it('creates the company with the recruiter as owner and moves their jobs to it, found by its name', async () => {
    const owner = await recruiter('Old Typed Name');
    const jobID = await postJob(ctx.app, owner, { designation: 'Moved Engineer' });
    const name = `  ${uniqueName('Zorblat')}  `;
    const response = await call('POST', '/api/companies', owner, {
      name,
      website: 'https://zorblat.example',
      about: 'We make zorblats.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const slug = name.trim().toLowerCase().replace(/ /g, '-');
    expect(response.json()).toEqual({
      slug,
      name: name.trim(),
      website: 'https://zorblat.example',
      about: 'We make zorblats.',
      logo: '',
      role: 'owner',
    });
    const stored = (await companyRow(name.trim()))!;
    const job = await jobRow(jobID);
    expect(job.companyId).toBe(stored.id);
    expect(job.companyName).toBe(name.trim());
    const members = await ctx.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, stored.id));
    expect(members.map((member) => [member.accountId, member.role])).toEqual([[owner.id, 'owner']]);

    // Search finds the job by the company's new name, not only by the old typed one.
    const search = await call('GET', `/api/job/search?q=${encodeURIComponent('zorblat')}`);
    expect(search.statusCode, search.body).toBe(200);
    const found = (search.json() as { items: { jobID: string; company_name: string }[] }).items;
    expect(found.find((item) => item.jobID === jobID)?.company_name).toBe(name.trim());

    const mine = await call('GET', '/api/companies/mine', owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      company: { slug, name: name.trim() },
      role: 'owner',
      members: [{ username: owner.username, role: 'owner' }],
      invitations: [],
    });
  });

  it('gives a company whose slug is taken the next free suffix', async () => {
    const stem = uniqueName('Slugged');
    const first = await call('POST', '/api/companies', await recruiter(), { name: `${stem}!` });
    const second = await call('POST', '/api/companies', await recruiter(), { name: `${stem}?` });
    const third = await call('POST', '/api/companies', await recruiter(), { name: `${stem}.` });
    const base = stem.toLowerCase().replace(/ /g, '-');
    expect([first, second, third].map((response) => response.json().slug)).toEqual([
      base,
      `${base}-2`,
      `${base}-3`,
    ]);
  });

  it('refuses a name another company has, whatever its case (409), and changes nothing', async () => {
    const name = uniqueName('Twinned');
    expect((await call('POST', '/api/companies', await recruiter(), { name })).statusCode).toBe(
      201,
    );
    const second = await recruiter();
    const jobID = await postJob(ctx.app, second);
    const response = await call('POST', '/api/companies', second, { name: name.toUpperCase() });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ message: 'A company with that name already exists' });
    expect((await jobRow(jobID)).companyId).toBeNull();
    const mine = await call('GET', '/api/companies/mine', second);
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toEqual({ message: 'You are not in a company' });
  });

  it('refuses a recruiter already in a company (409)', async () => {
    const owner = await recruiter();
    expect((await call('POST', '/api/companies', owner, { name: uniqueName() })).statusCode).toBe(
      201,
    );
    const name = uniqueName();
    const response = await call('POST', '/api/companies', owner, { name });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ message: 'You are already in a company' });
    expect(await companyRow(name)).toBeUndefined();
  });

  it('validates name, website, about and logo (400, nothing stored)', async () => {
    const owner = await recruiter();
    for (const [payload, path] of [
      [{ name: ' x ' }, 'name'],
      [{ name: 'y'.repeat(101) }, 'name'],
      [{}, 'name'],
      [{ name: uniqueName(), website: 'ftp://files.example' }, 'website'],
      [{ name: uniqueName(), website: `https://${'w'.repeat(300)}.example` }, 'website'],
      [{ name: uniqueName(), about: 'a'.repeat(5_001) }, 'about'],
      [{ name: uniqueName(), logo: 'javascript:alert(1)' }, 'logo'],
    ] as const) {
      const response = await call('POST', '/api/companies', owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect((await call('GET', '/api/companies/mine', owner)).statusCode).toBe(404);
    const ok = await call('POST', '/api/companies', owner, {
      name: uniqueName(),
      website: '',
      logo: '/uploads/logo.png',
      about: 'a'.repeat(5_000),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('is for signed-in recruiters only (401, 403)', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await call('POST', '/api/companies', undefined, { name: 'Nope' })).statusCode).toBe(
      401,
    );
    const response = await call('POST', '/api/companies', candidate, { name: uniqueName() });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', '/api/companies/mine', candidate)).statusCode).toBe(403);
    expect((await call('GET', '/api/companies/mine')).statusCode).toBe(401);
  });
});

describe('PATCH /api/companies/{slug}', () => {
  it('lets an owner rename it: the slug stays, its jobs show and are found by the new name', async () => {
    const owner = await recruiter();
    const jobID = await postJob(ctx.app, owner);
    const created = (await call('POST', '/api/companies', owner, { name: uniqueName() })).json();
    const name = uniqueName('Plumbob');
    const response = await call('PATCH', `/api/companies/${created.slug}`, owner, {
      name,
      about: 'New about',
      logo: 'https://cdn.example/logo.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      slug: created.slug,
      name,
      about: 'New about',
      logo: 'https://cdn.example/logo.png',
      website: '',
    });
    expect((await jobRow(jobID)).companyName).toBe(name);
    const unchanged = await call('PATCH', `/api/companies/${created.slug}`, owner, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ name, about: 'New about' });
    const search = await call('GET', `/api/job/search?q=plumbob`);
    expect(search.json().items.map((job: { jobID: string }) => job.jobID)).toContain(jobID);
  });

  it('refuses members who are not owners (403), strangers (403), a taken name (409), no company (404)', async () => {
    const owner = await recruiter();
    const created = (await call('POST', '/api/companies', owner, { name: uniqueName() })).json();
    const stored = (await companyRow(created.name))!;
    const viewer = await recruiter();
    const member = await recruiter();
    await addMember(ctx.app.db, { company: stored, account: viewer, role: 'viewer' });
    await addMember(ctx.app.db, { company: stored, account: member, role: 'recruiter' });
    const url = `/api/companies/${created.slug}`;
    for (const account of [viewer, member, await recruiter()]) {
      const response = await call('PATCH', url, account, { about: 'hijacked' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only an owner of the company may do this' });
    }
    const other = (
      await call('POST', '/api/companies', await recruiter(), { name: uniqueName() })
    ).json();
    const taken = await call('PATCH', url, owner, { name: other.name.toLowerCase(), about: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'A company with that name already exists' });
    expect((await call('PATCH', '/api/companies/no-such-company-here', owner, {})).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', url, owner, { website: 'not a url' })).statusCode).toBe(400);
    expect(await companyRow(created.name)).toMatchObject({ about: '', website: '' });
  });
});
