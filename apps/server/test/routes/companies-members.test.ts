import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, jobs } from '../../src/db/schema';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { addMember, createCompany, type CreatedCompany } from '../factories-companies';
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
const recruiter = () =>
  createAccount(ctx.app.db, ctx.config, 'recruiter', {
    current_job: recruiterCurrentJob('Solo Typed Co'),
  });
const membersOf = async (company: { id: string }) =>
  (
    await ctx.app.db
      .select({ accountId: companyMembers.accountId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id))
  )
    .map(({ accountId, role }) => `${accountId}:${role}`)
    .sort();
const jobRow = async (jobId: string) =>
  (await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0];
const setRole = (actor: CreatedAccount, slug: string, username: string, role: string) =>
  call('PATCH', `/api/companies/${slug}/members/${username}`, actor, { role });
const remove = (actor: CreatedAccount, slug: string, username: string) =>
  call('DELETE', `/api/companies/${slug}/members/${username}`, actor);
const deleteAccount = (account: CreatedAccount) =>
  call('DELETE', `/api/recruiter/delete/${account.username}`, account);

/** A company with an owner, then members joined in this order (joined_at a second apart). */
async function team(...roles: ('owner' | 'recruiter' | 'viewer')[]) {
  const owner = await recruiter();
  const company = await createCompany(ctx.app.db, { owner });
  const members: CreatedAccount[] = [];
  for (const [index, role] of roles.entries()) {
    const member = await recruiter();
    await addMember(ctx.app.db, { company, account: member, role });
    await ctx.app.db
      .update(companyMembers)
      .set({ joinedAt: sql`now() + make_interval(secs => ${index + 1})` })
      .where(eq(companyMembers.accountId, member.id));
    members.push(member);
  }
  return { owner, company, members };
}
/** A job the member posted, in the company (as posting in it will make it). */
async function companyJob(member: CreatedAccount, company: CreatedCompany) {
  const jobID = await postJob(ctx.app, member);
  await ctx.app.db
    .update(jobs)
    .set({ companyId: company.id, companyName: company.name })
    .where(eq(jobs.jobId, jobID));
  return jobID;
}

describe('PATCH /api/companies/{slug}/members/{username}', () => {
  it("lets an owner change a member's role, and refuses to leave no owner (409)", async () => {
    const { owner, company, members } = await team('recruiter');
    const [member] = members as [CreatedAccount];
    const promoted = await setRole(owner, company.slug, member.username, 'owner');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await membersOf(company)).toEqual([`${owner.id}:owner`, `${member.id}:owner`].sort());
    expect((await setRole(member, company.slug, owner.username, 'viewer')).statusCode).toBe(200);
    const last = await setRole(member, company.slug, member.username, 'recruiter');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: 'A company needs at least one owner' });
    expect(await membersOf(company)).toEqual([`${owner.id}:viewer`, `${member.id}:owner`].sort());
  });

  it('refuses non-owners and strangers (403), an unknown member or company (404), a bad role (400)', async () => {
    const { owner, company, members } = await team('recruiter', 'viewer');
    const [member, viewer] = members as [CreatedAccount, CreatedAccount];
    const stranger = await recruiter();
    for (const actor of [member, viewer, stranger]) {
      const response = await setRole(actor, company.slug, viewer.username, 'owner');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only an owner of the company may do this' });
    }
    const unknown = await setRole(owner, company.slug, stranger.username, 'viewer');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such member' });
    expect(
      (await setRole(owner, 'no-such-company-slug', viewer.username, 'owner')).statusCode,
    ).toBe(404);
    expect((await setRole(owner, company.slug, viewer.username, 'boss')).statusCode).toBe(400);
    expect(await membersOf(company)).toEqual(
      [`${owner.id}:owner`, `${member.id}:recruiter`, `${viewer.id}:viewer`].sort(),
    );
  });
});

describe('DELETE /api/companies/{slug}/members/{username}', () => {
  it('removes a member: their company jobs pass to the earliest-joined owner and stay; access ends', async () => {
    const { owner, company, members } = await team('recruiter', 'owner');
    const [member, secondOwner] = members as [CreatedAccount, CreatedAccount];
    const jobID = await companyJob(member, company);
    const response = await remove(secondOwner, company.slug, member.username);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'The member was removed' });
    expect(await jobRow(jobID)).toMatchObject({
      companyId: company.id,
      recruiterId: owner.id,
      username: owner.username,
    });
    expect(await membersOf(company)).toEqual(
      [`${owner.id}:owner`, `${secondOwner.id}:owner`].sort(),
    );
    expect((await call('GET', '/api/companies/mine', member)).statusCode).toBe(404);
    // Deleting the former member's account no longer takes the job with it.
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(await jobRow(jobID)).toBeDefined();
  });

  it('lets a member leave; refuses others (403), the last owner while others remain (409), an unknown member (404)', async () => {
    const { owner, company, members } = await team('viewer', 'recruiter');
    const [viewer, member] = members as [CreatedAccount, CreatedAccount];
    const refused = await remove(viewer, company.slug, member.username);
    expect(refused.statusCode).toBe(403);
    expect((await remove(await recruiter(), company.slug, member.username)).statusCode).toBe(403);
    const lastOwner = await remove(owner, company.slug, owner.username);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json()).toEqual({ message: 'A company needs at least one owner' });
    expect((await remove(owner, company.slug, (await recruiter()).username)).statusCode).toBe(404);
    expect(await membersOf(company)).toHaveLength(3);

    const left = await remove(member, company.slug, member.username);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ message: 'You left the company' });
    expect(await membersOf(company)).toEqual([`${owner.id}:owner`, `${viewer.id}:viewer`].sort());
  });

  it('the only member leaving keeps their jobs (no company, their profile company) and the company goes', async () => {
    const { owner, company } = await team();
    const jobID = await companyJob(owner, company);
    const response = await remove(owner, company.slug, owner.username);
    expect(response.statusCode, response.body).toBe(200);
    expect(await jobRow(jobID)).toMatchObject({
      companyId: null,
      companyName: 'Solo Typed Co',
      recruiterId: owner.id,
    });
    expect(await ctx.app.db.select().from(companies).where(eq(companies.id, company.id))).toEqual(
      [],
    );
    expect((await call('GET', `/api/companies/${company.slug}`)).statusCode).toBe(404);
  });
});

describe('deleting the account of a member', () => {
  it('hands their company jobs to another owner; the company keeps them', async () => {
    const { owner, company, members } = await team('recruiter');
    const [member] = members as [CreatedAccount];
    const jobID = await companyJob(member, company);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(await jobRow(jobID)).toMatchObject({ companyId: company.id, recruiterId: owner.id });
    expect(await membersOf(company)).toEqual([`${owner.id}:owner`]);
  });

  it("of the last owner promotes the earliest-joined other member, who gets the owner's jobs", async () => {
    const { owner, company, members } = await team('viewer', 'recruiter');
    const [earliest, later] = members as [CreatedAccount, CreatedAccount];
    const jobID = await companyJob(owner, company);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect(await membersOf(company)).toEqual(
      [`${earliest.id}:owner`, `${later.id}:recruiter`].sort(),
    );
    expect(await jobRow(jobID)).toMatchObject({ companyId: company.id, recruiterId: earliest.id });
  });

  it('of the only member deletes the company with its jobs', async () => {
    const { owner, company } = await team();
    const jobID = await companyJob(owner, company);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect(await jobRow(jobID)).toBeUndefined();
    expect(await ctx.app.db.select().from(companies).where(eq(companies.id, company.id))).toEqual(
      [],
    );
  });

  it("is in the member's data export while they are in the company", async () => {
    const { company, members } = await team('viewer');
    const [viewer] = members as [CreatedAccount];
    const response = await call('GET', '/api/recruiter/export', viewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().membership).toEqual({
      company: { slug: company.slug, name: company.name },
      role: 'viewer',
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('company pages of created companies', () => {
  it('show the company, its members and its open jobs, and replace the typed-in group with the slug', async () => {
    const typist = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
      current_job: recruiterCurrentJob(`Pagecraft ${process.pid}`),
    });
    const typedJob = await postJob(ctx.app, typist);
    const slug = `pagecraft-${process.pid}`;
    expect((await call('GET', `/api/companies/${slug}`)).json().recruiters).toHaveLength(1);

    const owner = await recruiter();
    const ownJob = await postJob(ctx.app, owner);
    const created = await call('POST', '/api/companies', owner, {
      name: `PAGECRAFT ${process.pid}.`,
      about: 'About us',
      website: 'https://pagecraft.example',
      logo: '/uploads/pagecraft.png',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().slug).toBe(slug);

    const page = await call('GET', `/api/companies/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      slug,
      name: `PAGECRAFT ${process.pid}.`,
      created: true,
      about: 'About us',
      website: 'https://pagecraft.example',
      logo: '/uploads/pagecraft.png',
      recruiters: [{ username: owner.username }],
    });
    const jobIds = page.json().jobs.map((job: { jobID: string }) => job.jobID);
    expect(jobIds).toEqual([ownJob]);
    expect(jobIds).not.toContain(typedJob);

    // A created company nobody typed in a profile is in the sitemap too.
    const listed = await call('POST', '/api/companies', await recruiter(), {
      name: `Sitemapped ${process.pid}`,
    });
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemaps/companies-1.xml' });
    expect(sitemap.body).toContain(`/Company/${listed.json().slug}<`);

    const list = (await call('GET', '/api/companies')).json() as { slug: string }[];
    expect(list.filter((item) => item.slug === slug)).toEqual([
      {
        slug,
        name: `PAGECRAFT ${process.pid}.`,
        openJobs: 1,
        created: true,
        logo: '/uploads/pagecraft.png',
      },
    ]);
  });
});
