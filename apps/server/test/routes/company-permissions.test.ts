import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationNotes,
  applications,
  emailOptOuts,
  jobs,
  notifications,
} from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import {
  addMember,
  createCompany,
  removeMember,
  type CreatedCompany,
} from '../factories-companies';
import { apply, postJob } from '../factories-jobs';
import { screeningQuestions, storeResume } from '../factories-screening';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
let company: CreatedCompany;
let owner: CreatedAccount;
let colleague: CreatedAccount;
let viewer: CreatedAccount;
let outsider: CreatedAccount;
let solo: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  const account = (role: 'candidate' | 'recruiter') => createAccount(ctx.app.db, ctx.config, role);
  [owner, colleague, viewer, outsider, solo] = await Promise.all(
    Array.from({ length: 5 }, () => account('recruiter')),
  );
  company = await createCompany(ctx.app.db, { owner });
  await addMember(ctx.app.db, { company, account: colleague, role: 'recruiter' });
  await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
  await createCompany(ctx.app.db, { owner: outsider });
});
afterAll(() => ctx.close());

const NOT_OWNER = { message: 'Only the recruiter who posted this job can do this' };

const call = (
  account: CreatedAccount,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(account.accessToken), payload });

/** A job the colleague posted for the company, with one application (and its CV). */
async function companyJobWithApplicant() {
  const jobID = await postJob(ctx.app, colleague, { designation: 'Team Role' });
  const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  await storeResume(ctx.app.db, candidate);
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  return { jobID, candidate };
}

const ref = (jobID: string, candidate: CreatedAccount) =>
  `jobID=${jobID}&candidateUsername=${candidate.username}`;

/** Every read of a job's applicants, as `account`: their status codes. */
async function reads(account: CreatedAccount, jobID: string, candidate: CreatedAccount) {
  const urls = [
    `/api/applications/jobStatus?recruiterUsername=${account.username}&jobID=${jobID}`,
    `/api/applications/detail?${ref(jobID, candidate)}`,
    `/api/applications/resume?${ref(jobID, candidate)}`,
    `/api/applications/notes?${ref(jobID, candidate)}`,
    `/api/applications/history?${ref(jobID, candidate)}`,
  ];
  return Promise.all(urls.map(async (url) => (await call(account, 'GET', url)).statusCode));
}

/** Every change to a job and its applicants, as `account`, in an order that leaves deleting last. */
async function changes(account: CreatedAccount, jobID: string, candidate: CreatedAccount) {
  const sent = [
    () =>
      call(account, 'PATCH', `/api/job/${jobID}`, { designation: `Edited by ${account.username}` }),
    () => call(account, 'POST', `/api/job/${jobID}/close`),
    () => call(account, 'POST', `/api/job/${jobID}/reopen`),
    () =>
      call(account, 'PATCH', '/api/applications/status', {
        jobID,
        candidateUsername: candidate.username,
        status: 'interview',
      }),
    () =>
      call(account, 'POST', '/api/applications/notes', {
        jobID,
        candidateUsername: candidate.username,
        text: `Note by ${account.username}`,
      }),
    () => call(account, 'DELETE', `/api/job/delete/${jobID}`),
  ];
  const replies = [];
  for (const send of sent) replies.push(await send());
  return replies;
}

const storedJob = async (jobID: string) =>
  (await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID)))[0];
const storedState = async (jobID: string) => {
  const job = await storedJob(jobID);
  const [application] = await ctx.app.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.jobId, jobID));
  const notes = await ctx.app.db
    .select({ text: applicationNotes.text })
    .from(applicationNotes)
    .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
    .where(eq(applications.jobId, jobID));
  return { job: job && { designation: job.designation, status: job.status }, application, notes };
};

describe('posting as a member of a company', () => {
  it("puts the job under the company, with the company's name, found by it in a search", async () => {
    const jobID = await postJob(ctx.app, colleague, { designation: 'Company Posted Role' });
    const stored = await storedJob(jobID);
    expect(stored.companyId).toBe(company.id);
    expect(stored.companyName).toBe(company.name);
    expect(stored.recruiterId).toBe(colleague.id);

    const single = await ctx.app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` });
    expect(single.json()).toMatchObject({
      jobID,
      company_name: company.name,
      company: { slug: company.slug, name: company.name },
    });
    const [{ found }] = (
      await ctx.app.db.execute<{ found: boolean }>(sql`
        select search_vector @@ plainto_tsquery('english', ${company.name}) as found
        from jobs where job_id = ${jobID}`)
    ).rows;
    expect(found).toBe(true);
  });

  it('leaves a recruiter without a company as before: company null, their profile company', async () => {
    const jobID = await postJob(ctx.app, solo);
    const stored = await storedJob(jobID);
    expect(stored.companyId).toBeNull();
    const single = await ctx.app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` });
    expect(single.json()).toMatchObject({ jobID, company: null });
  });
});

describe("acting on a colleague's job", () => {
  for (const who of ['owner', 'recruiter'] as const) {
    it(`lets the company's ${who} edit, close, reopen, move, note and delete`, async () => {
      const { jobID, candidate } = await companyJobWithApplicant();
      // The colleague posted the job; the owner acts on it as much as they do.
      const actor = who === 'owner' ? owner : colleague;
      expect(await reads(actor, jobID, candidate)).toEqual([200, 200, 200, 200, 200]);
      const replies = await changes(actor, jobID, candidate);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 201, 200]);
      expect(await storedJob(jobID)).toBeUndefined();
    });
  }

  it("tells a member that they may read the job, with their role and the recruiters' view", async () => {
    const { jobID } = await companyJobWithApplicant();
    const screening = await call(
      owner,
      'GET',
      `/api/applications/screening?jobID=${jobID}&recruiterUsername=${owner.username}`,
    );
    expect(screening.statusCode).toBe(200);
    expect(screening.json()).toMatchObject({
      hasPosted: true,
      role: 'owner',
      recruitmentDetails: { jobID, company: { slug: company.slug } },
    });
  });
});

describe("the job's questions", () => {
  it('show their knock-outs to every member, never to a recruiter outside the company', async () => {
    const jobID = await postJob(ctx.app, colleague, { questions: screeningQuestions() });
    const seen = async (account: CreatedAccount) =>
      (await call(account, 'GET', `/api/job/fetchIndividualJob/${jobID}`)).body;
    for (const member of [owner, colleague, viewer])
      expect(await seen(member)).toContain('knockout');
    for (const stranger of [outsider, solo]) expect(await seen(stranger)).not.toContain('knockout');
  });
});

describe('a viewer of the company', () => {
  it('reads applicants, what they sent, CVs, notes and history; every change is 403 and changes nothing', async () => {
    const { jobID, candidate } = await companyJobWithApplicant();
    expect(await reads(viewer, jobID, candidate)).toEqual([200, 200, 200, 200, 200]);
    const screening = await call(
      viewer,
      'GET',
      `/api/applications/screening?jobID=${jobID}&recruiterUsername=${viewer.username}`,
    );
    expect(screening.json()).toMatchObject({ hasPosted: true, role: 'viewer' });

    const before = await storedState(jobID);
    const replies = await changes(viewer, jobID, candidate);
    expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    for (const reply of replies) expect(reply.json()).toEqual(NOT_OWNER);
    expect(await storedState(jobID)).toEqual(before);
    expect(before.job).toBeDefined();
  });
});

describe('recruiters outside the company', () => {
  for (const who of ['member of another company', 'recruiter without a company'] as const) {
    it(`refuses a ${who} every read and every change, and changes nothing`, async () => {
      const { jobID, candidate } = await companyJobWithApplicant();
      const stranger = who === 'member of another company' ? outsider : solo;
      expect(await reads(stranger, jobID, candidate)).toEqual([403, 403, 403, 403, 403]);
      const before = await storedState(jobID);
      const replies = await changes(stranger, jobID, candidate);
      expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(await storedState(jobID)).toEqual(before);
    });
  }

  it('keeps a recruiter without a company the only one acting on their own jobs', async () => {
    const jobID = await postJob(ctx.app, solo);
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    expect(await reads(owner, jobID, candidate)).toEqual([403, 403, 403, 403, 403]);
    expect((await changes(owner, jobID, candidate)).map((reply) => reply.statusCode)).toEqual([
      403, 403, 403, 403, 403, 403,
    ]);
    expect((await changes(solo, jobID, candidate)).map((reply) => reply.statusCode)).toEqual([
      200, 200, 200, 200, 201, 200,
    ]);
  });
});

describe('GET /api/job/mine', () => {
  it("lists the company's jobs for every member, with who posted each and the member's role", async () => {
    const byColleague = await postJob(ctx.app, colleague, { designation: 'Mine By Colleague' });
    const byOwner = await postJob(ctx.app, owner, { designation: 'Mine By Owner' });
    for (const [member, role] of [
      [owner, 'owner'],
      [colleague, 'recruiter'],
      [viewer, 'viewer'],
    ] as const) {
      const mine = await call(member, 'GET', '/api/job/mine');
      expect(mine.statusCode).toBe(200);
      const listed = mine.json() as Array<{ jobID: string; postedBy: object; role: string }>;
      expect(listed.find((job) => job.jobID === byColleague)).toMatchObject({
        postedBy: {
          username: colleague.username,
          name: `${colleague.profile.firstName} ${colleague.profile.lastName}`,
        },
        role,
        company: { slug: company.slug, name: company.name },
      });
      expect(listed.find((job) => job.jobID === byOwner)).toMatchObject({
        postedBy: { username: owner.username },
        role,
      });
    }
    const outsiders = (await call(outsider, 'GET', '/api/job/mine')).json() as Array<{
      jobID: string;
    }>;
    expect(outsiders.map((job) => job.jobID)).not.toContain(byColleague);
  });

  it('lists only their own jobs for a recruiter without a company, as their owner', async () => {
    const own = await postJob(ctx.app, solo, { designation: 'Solo Mine' });
    const listed = (await call(solo, 'GET', '/api/job/mine')).json() as Array<{
      jobID: string;
      role: string;
      postedBy: { username: string };
    }>;
    expect(listed.find((job) => job.jobID === own)).toMatchObject({
      role: 'owner',
      postedBy: { username: solo.username },
      company: null,
    });
    expect(listed.every((job) => job.postedBy.username === solo.username)).toBe(true);
  });

  it("lists the company's jobs in jobStatus?recruiterUsername too", async () => {
    const jobID = await postJob(ctx.app, colleague);
    const listed = await call(
      viewer,
      'GET',
      `/api/applications/jobStatus?recruiterUsername=${viewer.username}`,
    );
    expect((listed.json() as Array<{ jobID: string }>).map((job) => job.jobID)).toContain(jobID);
  });
});

describe('a removed member', () => {
  it('is refused on the next request; the jobs stay', async () => {
    const leaver = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    await addMember(ctx.app.db, { company, account: leaver, role: 'recruiter' });
    const { jobID, candidate } = await companyJobWithApplicant();
    expect(await reads(leaver, jobID, candidate)).toEqual([200, 200, 200, 200, 200]);

    await removeMember(ctx.app.db, leaver);
    expect(await reads(leaver, jobID, candidate)).toEqual([403, 403, 403, 403, 403]);
    const before = await storedState(jobID);
    const replies = await changes(leaver, jobID, candidate);
    expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await storedState(jobID)).toEqual(before);
    const mine = (await call(leaver, 'GET', '/api/job/mine')).json() as Array<{ jobID: string }>;
    expect(mine.map((job) => job.jobID)).not.toContain(jobID);
  });
});

describe('notifications of a new application', () => {
  it('go to every member who may act on the job, each by their own email preference', async () => {
    const teamOwner = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const team = await createCompany(ctx.app.db, { owner: teamOwner });
    const poster = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const optedOut = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const watcher = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    await addMember(ctx.app.db, { company: team, account: poster, role: 'recruiter' });
    await addMember(ctx.app.db, { company: team, account: optedOut, role: 'recruiter' });
    await addMember(ctx.app.db, { company: team, account: watcher, role: 'viewer' });
    await ctx.app.db.insert(emailOptOuts).values({ accountId: optedOut.id, type: 'application' });
    const jobID = await postJob(ctx.app, poster, { designation: 'Notified Team Role' });
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);

    const told = await ctx.app.db
      .select({ accountId: notifications.accountId })
      .from(notifications)
      .where(
        and(eq(notifications.type, 'application'), sql`${notifications.link} like ${`%${jobID}%`}`),
      );
    expect(told.map((row) => row.accountId).sort()).toEqual(
      [teamOwner.id, poster.id, optedOut.id].sort(),
    );
    expect(await mailsOf(ctx, poster.profile.email)).toHaveLength(1);
    expect(await mailsOf(ctx, optedOut.profile.email)).toEqual([]);
    expect(await mailsOf(ctx, watcher.profile.email)).toEqual([]);
  });
});
