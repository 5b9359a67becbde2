import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory, usernames } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let otherRecruiter: CreatedAccount;
let candidate: CreatedAccount;
let otherCandidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
    firstName: 'Alan',
    lastName: 'Turingsson',
  });
  otherCandidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const get = (url: string, account?: CreatedAccount) =>
  ctx.app.inject({ method: 'GET', url, headers: account ? bearer(account.accessToken) : {} });
const ids = (body: { jobID: string }[]) => body.map((job) => job.jobID);

describe('GET /api/applications/screening', () => {
  it('tells a candidate whether they applied: 200 no, 403 yes with the details', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const url = `/api/applications/screening?jobID=${jobID}&candidateUsername=${candidate.username}`;
    const before = await get(url, candidate);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ hasApplied: false, applicationDetails: null });

    await apply(ctx.app, candidate, jobID);
    const after = await get(url, candidate);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({
      hasApplied: true,
      applicationDetails: {
        id: expect.any(String),
        jobID,
        candidateUsername: candidate.username,
        recruiterUsername: recruiter.username,
        status: 'applied',
        appliedAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('tells a recruiter whether they posted the job: 200 with the job, 403 otherwise', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const owner = await get(
      `/api/applications/screening?jobID=${jobID}&recruiterUsername=${recruiter.username}`,
      recruiter,
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({
      hasPosted: true,
      role: 'owner',
      recruitmentDetails: { jobID, username: recruiter.username },
    });
    const other = await get(
      `/api/applications/screening?jobID=${jobID}&recruiterUsername=${otherRecruiter.username}`,
      otherRecruiter,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ hasPosted: false, role: null, recruitmentDetails: null });
  });

  it('checks sign-in, role and self', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const asCandidate = `/api/applications/screening?jobID=${jobID}&candidateUsername=${candidate.username}`;
    expect((await get(asCandidate)).statusCode).toBe(401);
    expect((await get(asCandidate, recruiter)).statusCode).toBe(403);
    const otherSelf = await get(asCandidate, otherCandidate);
    expect(otherSelf.statusCode).toBe(403);
    expect(otherSelf.json()).toEqual({ message: 'You can only act for your own account' });
    const asRecruiter = `/api/applications/screening?jobID=${jobID}&recruiterUsername=${recruiter.username}`;
    expect((await get(asRecruiter)).statusCode).toBe(401);
    expect((await get(asRecruiter, candidate)).statusCode).toBe(403);
    expect((await get(asRecruiter, otherRecruiter)).statusCode).toBe(403);
  });

  it('answers 400 for bad queries and 404 for unknown jobs', async () => {
    expect((await get(`/api/applications/screening?jobID=ABC123`, candidate)).statusCode).toBe(400);
    expect(
      (
        await get(
          `/api/applications/screening?jobID=bad&candidateUsername=${candidate.username}`,
          candidate,
        )
      ).statusCode,
    ).toBe(400);
    const both = await get(
      `/api/applications/screening?jobID=ABC123&candidateUsername=a&recruiterUsername=b`,
      candidate,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give either candidateUsername or recruiterUsername');
    const missing = await get(
      `/api/applications/screening?jobID=QQQ000&candidateUsername=${candidate.username}`,
      candidate,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such job exists' });
  });
});

describe('POST /api/applications/create', () => {
  it('applies with the stored profile and job, once', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const first = await apply(ctx.app, candidate, jobID);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      jobID,
      candidateUsername: candidate.username,
      recruiterUsername: recruiter.username,
      status: 'applied',
    });
    const [stored] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, jobID));
    expect(stored.candidateId).toBe(candidate.id);
    const history = await ctx.app.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, stored.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'applied', changedBy: candidate.id },
    ]);

    const again = await apply(ctx.app, candidate, jobID);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'Cannot apply for the same job again' });
  });

  it('gives exactly one success to concurrent double-applies', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => apply(ctx.app, otherCandidate, jobID)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(1);
  });

  it('refuses anonymous users, recruiters, unknown jobs and bad bodies', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const payload = { job: { jobID } };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/applications/create', payload }))
        .statusCode,
    ).toBe(401);
    const asRecruiter = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(recruiter.accessToken),
      payload,
    });
    expect(asRecruiter.statusCode).toBe(403);
    const missing = await apply(ctx.app, candidate, 'QQQ001');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such job exists' });
    const noJob = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(candidate.accessToken),
      payload: {},
    });
    expect(noJob.statusCode).toBe(400);
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(0);
  });
});

describe('GET /api/applications/jobStatus', () => {
  it("lists a candidate's applied jobs, newest application first, with their status", async () => {
    const seeker = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const older = await postJob(ctx.app, recruiter);
    const newer = await postJob(ctx.app, otherRecruiter);
    await postJob(ctx.app, recruiter);
    await apply(ctx.app, seeker, older);
    await apply(ctx.app, seeker, newer);
    const response = await get(
      `/api/applications/jobStatus?candidateUsername=${seeker.username}`,
      seeker,
    );
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([newer, older]);
    expect(response.json()[0]).toMatchObject({
      jobID: newer,
      applicationStatus: 'applied',
      appliedAt: expect.any(String),
    });
  });

  it("lists a recruiter's posted jobs, newest first", async () => {
    const poster = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const first = await postJob(ctx.app, poster);
    const second = await postJob(ctx.app, poster);
    const response = await get(
      `/api/applications/jobStatus?recruiterUsername=${poster.username}`,
      poster,
    );
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([second, first]);
    expect(response.json()[0]).not.toHaveProperty('applicationStatus');
  });

  it("lists a job's applicants in order of application, public profile fields only, for its owner", async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await apply(ctx.app, otherCandidate, jobID);
    await apply(ctx.app, candidate, jobID);
    const url = `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=${jobID}`;
    const response = await get(url, recruiter);
    expect(response.statusCode).toBe(200);
    const applicants = response.json();
    expect(applicants.map((a: { username: string }) => a.username)).toEqual([
      otherCandidate.username,
      candidate.username,
    ]);
    expect(applicants[1]).toMatchObject({
      firstName: 'Alan',
      lastName: 'Turingsson',
      applicationStatus: 'applied',
      core_skills: expect.any(Array),
    });
    expect(applicants[1]).not.toHaveProperty('password');
    expect(applicants[1]).not.toHaveProperty('passwordHash');

    const notOwner = await get(
      `/api/applications/jobStatus?recruiterUsername=${otherRecruiter.username}&jobID=${jobID}`,
      otherRecruiter,
    );
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({
      message: 'Only the recruiter who posted this job can do this',
    });
    const missing = await get(
      `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=QQQ002`,
      recruiter,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('checks sign-in, role and self for every form', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const candidateUrl = `/api/applications/jobStatus?candidateUsername=${candidate.username}`;
    expect((await get(candidateUrl)).statusCode).toBe(401);
    expect((await get(candidateUrl, recruiter)).statusCode).toBe(403);
    expect((await get(candidateUrl, otherCandidate)).statusCode).toBe(403);
    const recruiterUrl = `/api/applications/jobStatus?recruiterUsername=${recruiter.username}`;
    expect((await get(recruiterUrl)).statusCode).toBe(401);
    expect((await get(recruiterUrl, candidate)).statusCode).toBe(403);
    expect((await get(recruiterUrl, otherRecruiter)).statusCode).toBe(403);
    expect((await get(`${recruiterUrl}&jobID=${jobID}`, otherRecruiter)).statusCode).toBe(403);
    expect((await get('/api/applications/jobStatus', candidate)).statusCode).toBe(400);
    expect(
      (
        await get(
          `/api/applications/jobStatus?candidateUsername=${candidate.username}&jobID=${jobID}`,
          candidate,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('PATCH /api/applications/status', () => {
  const patch = (account: CreatedAccount | undefined, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: account ? bearer(account.accessToken) : {},
      payload,
    });

  it('lets the owner move an application along, keeping every change in the history', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await apply(ctx.app, candidate, jobID);
    const reviewing = await patch(recruiter, {
      jobID,
      candidateUsername: candidate.username,
      status: 'reviewing',
    });
    expect(reviewing.statusCode).toBe(200);
    expect(reviewing.json()).toMatchObject({
      message: 'Application status updated',
      application: { jobID, status: 'reviewing' },
    });
    await patch(recruiter, { jobID, candidateUsername: candidate.username, status: 'interview' });
    await patch(recruiter, { jobID, candidateUsername: candidate.username, status: 'interview' });

    const [stored] = await ctx.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobID), eq(applications.candidateId, candidate.id)));
    expect(stored.status).toBe('interview');
    const history = await ctx.app.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, stored.id))
      .orderBy(applicationStatusHistory.changedAt);
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedBy])).toEqual([
      [null, 'applied', candidate.id],
      ['applied', 'reviewing', recruiter.id],
      ['reviewing', 'interview', recruiter.id],
    ]);
    const list = await get(
      `/api/applications/jobStatus?candidateUsername=${candidate.username}`,
      candidate,
    );
    expect(
      list.json().find((job: { jobID: string }) => job.jobID === jobID).applicationStatus,
    ).toBe('interview');
  });

  it('refuses others, unknown applications and unknown statuses', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await apply(ctx.app, candidate, jobID);
    const body = { jobID, candidateUsername: candidate.username, status: 'offer' };
    expect((await patch(undefined, body)).statusCode).toBe(401);
    expect((await patch(candidate, body)).statusCode).toBe(403);
    expect((await patch(otherRecruiter, body)).statusCode).toBe(403);
    const notApplied = await patch(recruiter, {
      ...body,
      candidateUsername: otherCandidate.username,
    });
    expect(notApplied.statusCode).toBe(404);
    expect(notApplied.json()).toEqual({ message: 'This candidate has not applied to this job' });
    expect((await patch(recruiter, { ...body, jobID: 'QQQ003' })).statusCode).toBe(404);
    const badStatus = await patch(recruiter, { ...body, status: 'ghosted' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(
      'status must be one of applied, reviewing, interview, offer, hired, rejected',
    );
    const [stored] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, jobID));
    expect(stored.status).toBe('applied');
  });
});

describe('cascades', () => {
  it("deleting a candidate account removes the candidate's applications and their history", async () => {
    const leaving = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const jobID = await postJob(ctx.app, recruiter);
    const applied = await apply(ctx.app, leaving, jobID);
    await ctx.app.db.delete(usernames).where(eq(usernames.username, leaving.username));
    expect(await ctx.app.db.$count(applications, eq(applications.candidateId, leaving.id))).toBe(0);
    expect(
      await ctx.app.db.$count(
        applicationStatusHistory,
        eq(applicationStatusHistory.applicationId, applied.json().id),
      ),
    ).toBe(0);
    const applicants = await get(
      `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=${jobID}`,
      recruiter,
    );
    expect(applicants.json()).toEqual([]);
  });
});
