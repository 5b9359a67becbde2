import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, jobs, reports } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { createAdminAccount, type AdminAccount } from '../factories-admin';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
let otherCandidate: CreatedAccount;
let admin: AdminAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  otherCandidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  admin = await createAdminAccount(ctx.app);
});
afterAll(() => ctx.close());

/** Each test of the queue reports from accounts of its own, far from the hourly limit. */
const newCandidate = () => createAccount(ctx.app.db, ctx.config, 'candidate');
const report = (who: { accessToken: string }, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(who.accessToken),
    payload,
  });
const queue = async (query = '') => {
  const reply = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reports${query}`,
    headers: bearer(admin.accessToken),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { id: string; target: string; reportsOnTarget: number }[];
};
const resolve = (id: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reports/${id}/resolve`,
    headers: bearer(admin.accessToken),
    payload,
  });
const storedReports = (target: string) =>
  ctx.app.db.select().from(reports).where(eq(reports.target, target));

describe('POST /api/reports', () => {
  it('stores a report of a job, and the queue lists it with its reporter', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const reply = await report(candidate, {
      kind: 'job',
      target: jobID,
      reason: 'scam',
      details: '  Asks for a fee  ',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { id } = reply.json();
    const listed = (await queue()).find((entry) => entry.id === id);
    expect(listed).toMatchObject({
      kind: 'job',
      target: jobID,
      reason: 'scam',
      details: 'Asks for a fee',
      reporter: { role: 'candidate', username: candidate.username },
      reportsOnTarget: 1,
      status: 'open',
    });
  });

  it('takes a profile by username in any case, storing the registered spelling', async () => {
    const reply = await report(recruiter, {
      kind: 'candidate',
      target: otherCandidate.username.toUpperCase(),
      reason: 'spam',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const [stored] = await storedReports(otherCandidate.username);
    expect(stored).toMatchObject({ kind: 'candidate', details: '', reporterId: recruiter.id });
  });

  it('answers 409 to a second open report of the same target by the same account', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    expect(
      (await report(candidate, { kind: 'job', target: jobID, reason: 'spam' })).statusCode,
    ).toBe(201);
    const again = await report(candidate, { kind: 'job', target: jobID, reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already reported this');
    expect(await storedReports(jobID)).toHaveLength(1);
  });

  it('answers 404 for an unknown job, a profile of the other role, and a hidden job', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await ctx.app.db
      .update(jobs)
      .set({ status: 'hidden', statusBeforeHidden: 'open', hiddenReason: 'x' })
      .where(eq(jobs.jobId, jobID));
    for (const payload of [
      { kind: 'job', target: 'NOPE-NOT-THERE', reason: 'spam' },
      { kind: 'recruiter', target: otherCandidate.username, reason: 'spam' },
      { kind: 'job', target: jobID, reason: 'spam' },
    ]) {
      const reply = await report(candidate, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(404);
      expect(reply.json().message).toMatch(/not found|No such job/);
    }
    expect(await storedReports(jobID)).toHaveLength(0);
  });

  it('refuses with 400 reporting yourself or a job you recruit for, and bad input', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const own = await report(recruiter, { kind: 'job', target: jobID, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    const self = await report(candidate, {
      kind: 'candidate',
      target: candidate.username,
      reason: 'spam',
    });
    expect(self.statusCode).toBe(400);
    const bad = await report(candidate, { kind: 'job', target: jobID, reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(await storedReports(jobID)).toHaveLength(0);
  });

  it('is for signed-in candidates and recruiters: 401 signed out, 403 an admin', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { kind: 'job', target: jobID, reason: 'spam' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await report(admin, { kind: 'job', target: jobID, reason: 'spam' })).statusCode).toBe(
      403,
    );
  });

  it('accepts at most 10 reports an hour from one account, then 429 with Retry-After', async () => {
    const busy = await createAccount(ctx.app.db, ctx.config, 'candidate');
    for (let index = 0; index < 10; index += 1) {
      const jobID = await postJob(ctx.app, recruiter);
      expect((await report(busy, { kind: 'job', target: jobID, reason: 'spam' })).statusCode).toBe(
        201,
      );
    }
    const jobID = await postJob(ctx.app, recruiter);
    const reply = await report(busy, { kind: 'job', target: jobID, reason: 'spam' });
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedReports(jobID)).toHaveLength(0);
    // Another account is not limited by this one's reports.
    expect(
      (await report(candidate, { kind: 'job', target: jobID, reason: 'spam' })).statusCode,
    ).toBe(201);
  });
});

describe('reports sent at once by one account', () => {
  it('the same target twice: one is stored (201), the other is 409, never a 500', async () => {
    const reporter = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter);
    const replies = await Promise.all(
      ['spam', 'scam'].map((reason) => report(reporter, { kind: 'job', target: jobID, reason })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(await storedReports(jobID)).toHaveLength(1);
  });

  it('twelve targets at once: exactly ten are stored, the rest are 429', async () => {
    const reporter = await newCandidate();
    const jobIDs: string[] = [];
    for (let index = 0; index < 12; index += 1) jobIDs.push(await postJob(ctx.app, recruiter));
    const replies = await Promise.all(
      jobIDs.map((target) => report(reporter, { kind: 'job', target, reason: 'spam' })),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const stored = await ctx.app.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reporterId, reporter.id));
    expect(stored).toHaveLength(10);
  });
});

describe('the admin report queue', () => {
  it('is for admins: 401 signed out, 403 a member', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(
      401,
    );
    const member = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: bearer(candidate.accessToken),
    });
    expect(member.statusCode).toBe(403);
  });

  it('lists newest first, counts open reports per target, and filters by target', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const first = (
      await report(await newCandidate(), { kind: 'job', target: jobID, reason: 'spam' })
    ).json();
    const second = (
      await report(await newCandidate(), { kind: 'job', target: jobID, reason: 'misleading' })
    ).json();
    const listed = await queue(`?kind=job&target=${jobID}`);
    expect(listed.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(listed.map((entry) => entry.reportsOnTarget)).toEqual([2, 2]);
  });

  it('dismissing resolves every open report on the target, audited; a second resolve is 409', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const reporter = await newCandidate();
    const first = (await report(reporter, { kind: 'job', target: jobID, reason: 'spam' })).json();
    await report(await newCandidate(), { kind: 'job', target: jobID, reason: 'spam' });
    const reply = await resolve(first.id, { action: 'dismiss', note: 'Looks fine' });
    expect(reply.statusCode, reply.body).toBe(200);
    const stored = await storedReports(jobID);
    expect(stored.map((row) => [row.status, row.resolution, row.resolvedBy, row.note])).toEqual([
      ['resolved', 'dismiss', admin.id, 'Looks fine'],
      ['resolved', 'dismiss', admin.id, 'Looks fine'],
    ]);
    expect(stored.every((row) => row.resolvedAt !== null)).toBe(true);
    expect(await queue(`?target=${jobID}`)).toEqual([]);
    expect((await queue(`?status=resolved&target=${jobID}`)).length).toBe(2);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.dismiss'), eq(auditLog.target, `report:${first.id}`)));
    expect(audit).toMatchObject({ adminUsername: admin.username, reason: 'Looks fine' });
    const again = await resolve(first.id, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    // The job is untouched, and the same account may report it again.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await report(reporter, { kind: 'job', target: jobID, reason: 'spam' })).statusCode,
    ).toBe(201);
  });

  it('hiding from a report hides the job with the report reason when there is no note', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const { id } = (
      await report(await newCandidate(), { kind: 'job', target: jobID, reason: 'scam' })
    ).json();
    expect((await resolve(id, { action: 'hide' })).statusCode).toBe(200);
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID));
    expect(job).toMatchObject({
      status: 'hidden',
      statusBeforeHidden: 'open',
      hiddenReason: 'Scam or fraud',
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/fetchIndividualJob/${jobID}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it("refuses 'hide' for a profile (400) and an unknown report (404), changing nothing", async () => {
    const reported = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const { id } = (
      await report(await newCandidate(), {
        kind: 'recruiter',
        target: reported.username,
        reason: 'spam',
      })
    ).json();
    expect((await resolve(id, { action: 'hide' })).statusCode).toBe(400);
    expect((await storedReports(reported.username))[0].status).toBe('open');
    const unknown = await resolve('00000000-0000-4000-8000-000000000000', { action: 'dismiss' });
    expect(unknown.statusCode).toBe(404);
    expect((await resolve('not-an-id', { action: 'dismiss' })).statusCode).toBe(400);
    expect((await resolve(id, { action: 'ban' })).statusCode).toBe(400);
  });

  it('a member cannot resolve (403)', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const { id } = (
      await report(await newCandidate(), { kind: 'job', target: jobID, reason: 'spam' })
    ).json();
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/resolve`,
      headers: bearer(recruiter.accessToken),
      payload: { action: 'dismiss' },
    });
    expect(reply.statusCode).toBe(403);
    expect((await storedReports(jobID))[0].status).toBe('open');
  });

  it("suspending from a profile's report suspends that account, with the note as the reason", async () => {
    const reported = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const { id } = (
      await report(await newCandidate(), {
        kind: 'recruiter',
        target: reported.username,
        reason: 'offensive',
      })
    ).json();
    const reply = await resolve(id, { action: 'suspend', note: 'Abusive messages' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [account] = await ctx.app.db.select().from(accounts).where(eq(accounts.id, reported.id));
    expect(account).toMatchObject({ suspendedReason: 'Abusive messages' });
    expect(account.suspendedAt).not.toBeNull();
    expect((await storedReports(reported.username))[0]).toMatchObject({
      status: 'resolved',
      resolution: 'suspend',
    });
  });

  it("suspending from a job's report suspends its poster, whose jobs are then hidden", async () => {
    const poster = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, poster);
    const { id } = (
      await report(await newCandidate(), {
        kind: 'job',
        target: jobID,
        reason: 'scam',
      })
    ).json();
    const reply = await resolve(id, { action: 'suspend' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [account] = await ctx.app.db.select().from(accounts).where(eq(accounts.id, poster.id));
    expect(account).toMatchObject({ suspendedReason: 'Scam or fraud' });
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID));
    expect(job.status).toBe('hidden');
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/fetchIndividualJob/${jobID}`,
    });
    expect(page.statusCode).toBe(404);
  });
});
