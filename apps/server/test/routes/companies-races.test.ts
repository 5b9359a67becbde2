import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, companyMembers, jobs } from '../../src/db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../src/lib/opaque-token';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { addMember, createCompany, type CreatedCompany } from '../factories-companies';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * Changes to one company's team at the same moment. A trigger pauses every change to a member row
 * (and to a job's poster), so the first request still holds its transaction open when the second
 * arrives: without the company's lock, two owners demoting each other would both see another
 * owner and leave none. On PostgreSQL the two requests really overlap; PGlite runs them one after
 * the other, where the outcome must be the same.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  for (const statement of [
    `create function test_pause_team() returns trigger language plpgsql as $$
     begin
       perform pg_sleep(0.3);
       return null;
     end $$`,
    `create trigger test_pause_members after update or delete on company_members
     for each row execute function test_pause_team()`,
    `create trigger test_pause_job_posters after update of recruiter_id on jobs
     for each row execute function test_pause_team()`,
  ]) {
    await ctx.app.db.execute(sql.raw(statement));
  }
});
afterAll(() => ctx.close());

const call = (method: 'PATCH' | 'DELETE', url: string, account: CreatedAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(account.accessToken), payload });
const recruiter = () =>
  createAccount(ctx.app.db, ctx.config, 'recruiter', {
    current_job: recruiterCurrentJob('Race Co'),
  });
const rolesOf = async (company: CreatedCompany) =>
  new Map(
    (
      await ctx.app.db
        .select({ accountId: companyMembers.accountId, role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, company.id))
    ).map(({ accountId, role }) => [accountId, role]),
  );
async function companyJob(member: CreatedAccount, company: CreatedCompany) {
  const jobID = await postJob(ctx.app, member);
  await ctx.app.db
    .update(jobs)
    .set({ companyId: company.id, companyName: company.name })
    .where(eq(jobs.jobId, jobID));
  return jobID;
}

describe('two owners demoting each other at once', () => {
  it('leaves exactly one owner: the second request is no longer an owner (403)', async () => {
    const first = await recruiter();
    const second = await recruiter();
    const company = await createCompany(ctx.app.db, { owner: first });
    await addMember(ctx.app.db, { company, account: second, role: 'owner' });
    const demote = (actor: CreatedAccount, target: CreatedAccount) =>
      call('PATCH', `/api/companies/${company.slug}/members/${target.username}`, actor, {
        role: 'viewer',
      });
    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const roles = [...(await rolesOf(company)).values()].sort();
    expect(roles).toEqual(['owner', 'viewer']);
  });

  it('two owners removing each other at once: one stays, an owner', async () => {
    const first = await recruiter();
    const second = await recruiter();
    const company = await createCompany(ctx.app.db, { owner: first });
    await addMember(ctx.app.db, { company, account: second, role: 'owner' });
    const remove = (actor: CreatedAccount, target: CreatedAccount) =>
      call('DELETE', `/api/companies/${company.slug}/members/${target.username}`, actor);
    const answers = await Promise.all([remove(first, second), remove(second, first)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect([...(await rolesOf(company)).values()]).toEqual(['owner']);
  });
});

describe("deleting an owner's account while another owner changes the team", () => {
  it('keeps every company job, each handed to the remaining owner, with no 500', async () => {
    const leaving = await recruiter();
    const staying = await recruiter();
    const member = await recruiter();
    const company = await createCompany(ctx.app.db, { owner: leaving });
    await addMember(ctx.app.db, { company, account: staying, role: 'owner' });
    await addMember(ctx.app.db, { company, account: member, role: 'recruiter' });
    const leavingJob = await companyJob(leaving, company);
    const memberJob = await companyJob(member, company);

    const [deleted, removed] = await Promise.all([
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/recruiter/delete/${leaving.username}`,
        headers: bearer(leaving.accessToken),
      }),
      call('DELETE', `/api/companies/${company.slug}/members/${member.username}`, staying),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rolesOf(company)).toEqual(new Map([[staying.id, 'owner']]));
    for (const jobID of [leavingJob, memberJob]) {
      const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID));
      expect(job, jobID).toMatchObject({ companyId: company.id, recruiterId: staying.id });
    }
  });

  it('while the other owner demotes them: the company keeps an owner and the jobs', async () => {
    const leaving = await recruiter();
    const staying = await recruiter();
    const company = await createCompany(ctx.app.db, { owner: leaving });
    await addMember(ctx.app.db, { company, account: staying, role: 'owner' });
    const jobID = await companyJob(leaving, company);
    const [deleted, demoted] = await Promise.all([
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/recruiter/delete/${leaving.username}`,
        headers: bearer(leaving.accessToken),
      }),
      call('PATCH', `/api/companies/${company.slug}/members/${leaving.username}`, staying, {
        role: 'viewer',
      }),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Before the deletion: 200; after it: they are no longer a member (404).
    expect([200, 404], demoted.body).toContain(demoted.statusCode);
    expect(await rolesOf(company)).toEqual(new Map([[staying.id, 'owner']]));
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID));
    expect(job).toMatchObject({ companyId: company.id, recruiterId: staying.id });
  });
});

describe("one recruiter accepting two companies' invitations at once", () => {
  it('joins one of them (200); the other answers 409, never a 500', async () => {
    const joiner = await recruiter();
    const tokens: string[] = [];
    for (const owner of [await recruiter(), await recruiter()]) {
      const company = await createCompany(ctx.app.db, { owner });
      const token = newOpaqueToken();
      await ctx.app.db.insert(companyInvitations).values({
        companyId: company.id,
        email: joiner.profile.email,
        role: 'recruiter',
        tokenHash: hashOpaqueToken(token),
        expiresAt: sql`now() + interval '7 days'`,
      });
      tokens.push(token);
    }
    const answers = await Promise.all(
      tokens.map((token) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/companies/join',
          headers: bearer(joiner.accessToken),
          payload: { token },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const memberships = await ctx.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.accountId, joiner.id));
    expect(memberships).toHaveLength(1);
  });
});
