import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let otherRecruiter: CreatedAccount;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const get = (url: string, account?: CreatedAccount) =>
  ctx.app.inject({ method: 'GET', url, headers: account ? bearer(account.accessToken) : {} });
const patch = (jobID: string, payload: unknown, account: CreatedAccount = recruiter) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/job/${jobID}`,
    headers: bearer(account.accessToken),
    payload: payload as object,
  });
const transition = (
  jobID: string,
  action: 'close' | 'reopen',
  account: CreatedAccount = recruiter,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/job/${jobID}/${action}`,
    headers: bearer(account.accessToken),
  });
const stored = async (jobID: string) =>
  (await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID)))[0];
const fetchJob = async (jobID: string) =>
  (await get(`/api/job/fetchIndividualJob/${jobID}`)).json();
const searchIds = async (query: string) =>
  ((await get(`/api/job/search?${query}`)).json().items as { jobID: string }[]).map(
    (job) => job.jobID,
  );
const listedIds = async () =>
  ((await get('/api/job/fetch?limit=100')).json() as { jobID: string }[]).map((job) => job.jobID);
/** Sets stored lifecycle columns directly: a validThrough in the past cannot be sent through the API. */
const setStored = (jobID: string, values: Partial<typeof jobs.$inferInsert>) =>
  ctx.app.db.update(jobs).set(values).where(eq(jobs.jobId, jobID));

describe('PATCH /api/job/{jobID}', () => {
  it('changes only the fields it names, sets updatedAt and answers the job', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Platform Engineer',
      bond: 'None',
    });
    const before = await stored(jobID);
    await setStored(jobID, { updatedAt: new Date('2020-01-01T00:00:00Z') });
    const response = await patch(jobID, {
      job_description: 'Run the platform.',
      validThrough: '2999-12-31',
    });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json();
    expect(job).toMatchObject({
      jobID,
      designation: 'Platform Engineer',
      job_description: 'Run the platform.',
      bond: 'None',
      validThrough: '2999-12-31',
      status: 'open',
      closedAt: null,
      username: recruiter.username,
      company_name: before.companyName,
    });
    expect(job.updatedAt).not.toBe('2020-01-01T00:00:00.000Z');
    expect(job.createdAt).toBe(before.createdAt.toISOString());
    expect(await fetchJob(jobID)).toEqual({ ...job, email: '' });
  });

  it('keeps the search index in step at once: the new designation is found, the old one not', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Zephyrologist',
      skills_required: ['Cobol'],
      job_location: ['Lisbon'],
    });
    // Searched once before the edit, so a cached answer would show the old words.
    expect(await searchIds('q=Zephyrologist')).toEqual([jobID]);
    expect(await searchIds('q=Quokkawrangler')).toEqual([]);

    const response = await patch(jobID, {
      designation: 'Quokkawrangler',
      skills_required: ['Fortran'],
      job_location: ['Porto'],
      experience_required_in_months: '7',
      CTC: { minCTC: '1000', maxCTC: '2000' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await searchIds('q=Quokkawrangler')).toEqual([jobID]);
    expect(await searchIds('q=Zephyrologist')).toEqual([]);
    expect(await searchIds('skill=fortran&location=porto')).toEqual([jobID]);
    expect(await searchIds('skill=cobol')).toEqual([]);
    const row = await stored(jobID);
    expect(row).toMatchObject({
      skillKeys: ['fortran'],
      locationKeys: ['porto'],
      experienceMonths: 7,
      minCtcUsd: 1000,
      maxCtcUsd: 2000,
    });
    expect((await fetchJob(jobID)).designation).toBe('Quokkawrangler');
  });

  it('refuses the job ID and poster fields, unknown fields and an empty edit (400), changing nothing', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const before = await stored(jobID);
    for (const [payload, message] of [
      [{ jobID: 'ZZZ999' }, 'The job ID and the poster cannot be changed'],
      [
        { company_name: 'Evil Corp', designation: 'x' },
        'The job ID and the poster cannot be changed',
      ],
      [{ salary: 1 }, 'Unknown job fields: salary'],
      [{}, 'Send at least one job field to change'],
      [{ designation: '' }, 'Designation is required'],
      [{ validThrough: '2000-01-01' }, 'validThrough cannot be in the past'],
    ] as const) {
      const response = await patch(jobID, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: expect.any(Array) });
    }
    expect(await stored(jobID)).toEqual(before);
  });

  it('answers 401 without a token, 403 to another recruiter or a candidate, 404 for no such job', async () => {
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Untouched' });
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/job/${jobID}`,
          payload: { designation: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const other = await patch(jobID, { designation: 'Hijacked' }, otherRecruiter);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Only the recruiter who posted this job can do this' });
    expect((await patch(jobID, { designation: 'Hijacked' }, candidate)).statusCode).toBe(403);
    const missing = await patch('QQQ000', { designation: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such job exists' });
    expect((await stored(jobID)).designation).toBe('Untouched');
  });
});

describe('closing and reopening', () => {
  it('a closed job leaves lists and searches, still has its page, and takes no application (409, nothing stored)', async () => {
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Closable Lighthouse Keeper' });
    const statsBefore = (await get('/api/job/stats')).json().totalJobs;
    const closed = await transition(jobID, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ jobID, status: 'closed', closedAt: expect.any(String) });
    expect(closed.json().updatedAt).toBe(closed.json().closedAt);

    expect(await listedIds()).not.toContain(jobID);
    expect(await searchIds('q=Lighthouse')).toEqual([]);
    expect((await get('/api/job/stats')).json().totalJobs).toBe(statsBefore - 1);
    expect(await fetchJob(jobID)).toMatchObject({ jobID, status: 'closed' });

    const applied = await apply(ctx.app, candidate, jobID);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toEqual({ message: 'This job is no longer accepting applications' });
    expect(
      await ctx.app.db.select().from(applications).where(eq(applications.jobId, jobID)),
    ).toEqual([]);
  });

  it('closing twice is 200 and keeps the first closedAt; reopening clears closedAt and lists the job again', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const first = (await transition(jobID, 'close')).json();
    const again = await transition(jobID, 'close');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    const reopened = await transition(jobID, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', closedAt: null });
    expect(await listedIds()).toContain(jobID);
    expect((await transition(jobID, 'reopen')).json()).toEqual(reopened.json());
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  });

  it('answers 403 to another recruiter and 404 for no such job, changing nothing', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    for (const action of ['close', 'reopen'] as const) {
      const other = await transition(jobID, action, otherRecruiter);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({
        message: 'Only the recruiter who posted this job can do this',
      });
      const missing = await transition('QQQ001', action);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'No such job exists' });
    }
    expect(await stored(jobID)).toMatchObject({ status: 'open', closedAt: null });
  });
});

describe('validThrough: a job closes by itself after its last day (UTC)', () => {
  it('is open on its last day', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await setStored(jobID, {
      validThrough: sql`(now() at time zone 'utc')::date` as unknown as string,
    });
    expect(await fetchJob(jobID)).toMatchObject({ status: 'open', closedAt: null });
    expect(await listedIds()).toContain(jobID);
  });

  it('is closed the day after, from the start of that day, without anyone doing anything', async () => {
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Expired Walrus Trainer' });
    await setStored(jobID, { validThrough: '2020-01-01' });
    expect(await fetchJob(jobID)).toMatchObject({
      status: 'closed',
      validThrough: '2020-01-01',
      closedAt: '2020-01-02T00:00:00.000Z',
    });
    expect(await listedIds()).not.toContain(jobID);
    expect(await searchIds('q=Walrus')).toEqual([]);
    const applied = await apply(ctx.app, candidate, jobID);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toEqual({ message: 'This job is no longer accepting applications' });
  });

  it('reports the earlier of a close by hand and the expiry', async () => {
    const early = await postJob(ctx.app, recruiter);
    await setStored(early, {
      validThrough: '2020-01-01',
      status: 'closed',
      closedAt: new Date('2019-12-15T10:00:00Z'),
    });
    expect(await fetchJob(early)).toMatchObject({
      status: 'closed',
      closedAt: '2019-12-15T10:00:00.000Z',
    });
    const late = await postJob(ctx.app, recruiter);
    await setStored(late, { validThrough: '2020-01-01' });
    expect((await transition(late, 'close')).json()).toMatchObject({
      status: 'closed',
      closedAt: '2020-01-02T00:00:00.000Z',
    });
  });

  it('reopening an expired job clears its validThrough', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await setStored(jobID, { validThrough: '2020-01-01' });
    const reopened = await transition(jobID, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', validThrough: null, closedAt: null });
    expect(await listedIds()).toContain(jobID);
  });

  it('an edit may clear validThrough, or move it forward so an expired job takes applications again', async () => {
    const jobID = await postJob(ctx.app, recruiter, { validThrough: '2999-01-01' });
    expect((await patch(jobID, { validThrough: null })).json()).toMatchObject({
      validThrough: null,
      status: 'open',
    });
    await setStored(jobID, { validThrough: '2020-01-01' });
    expect((await patch(jobID, { validThrough: '2999-06-30' })).json()).toMatchObject({
      validThrough: '2999-06-30',
      status: 'open',
      closedAt: null,
    });
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  });

  it('an edit does not reopen a job closed by hand', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await transition(jobID, 'close');
    expect((await patch(jobID, { designation: 'Still Closed' })).json()).toMatchObject({
      designation: 'Still Closed',
      status: 'closed',
    });
  });

  it('reopening keeps a validThrough still to come', async () => {
    const jobID = await postJob(ctx.app, recruiter, { validThrough: '2999-01-01' });
    await transition(jobID, 'close');
    expect((await transition(jobID, 'reopen')).json()).toMatchObject({
      status: 'open',
      validThrough: '2999-01-01',
    });
  });
});

describe("a candidate's own lists still show closed jobs, with their status", () => {
  it('applied jobs and saved jobs', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${jobID}`,
      headers: bearer(candidate.accessToken),
    });
    await transition(jobID, 'close');
    const applied = (
      await get(`/api/applications/jobStatus?candidateUsername=${candidate.username}`, candidate)
    ).json();
    expect(applied.find((job: { jobID: string }) => job.jobID === jobID)).toMatchObject({
      status: 'closed',
      applicationStatus: 'applied',
    });
    const saved = (await get('/api/saved-jobs/', candidate)).json();
    expect(saved.find((job: { jobID: string }) => job.jobID === jobID)).toMatchObject({
      status: 'closed',
    });
  });
});
