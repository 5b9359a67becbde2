import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNotes, applications, applicationStatusHistory } from '../../src/db/schema';
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
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  otherCandidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const withdraw = (jobID: string, account: CreatedAccount = candidate) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/applications/${jobID}`,
    headers: bearer(account.accessToken),
  });
const moveTo = (jobID: string, status: string, account: CreatedAccount = recruiter) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/applications/status',
    headers: bearer(account.accessToken),
    payload: { jobID, candidateUsername: candidate.username, status },
  });
const refQuery = (jobID: string, candidateUsername = candidate.username) =>
  `jobID=${jobID}&candidateUsername=${candidateUsername}`;
const readNotes = (
  jobID: string,
  account: CreatedAccount = recruiter,
  candidateUsername?: string,
) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/applications/notes?${refQuery(jobID, candidateUsername)}`,
    headers: bearer(account.accessToken),
  });
const writeNote = (jobID: string, text: string, account: CreatedAccount = recruiter) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/applications/notes',
    headers: bearer(account.accessToken),
    payload: { jobID, candidateUsername: candidate.username, text },
  });
const history = (jobID: string, account?: CreatedAccount, candidateUsername?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/applications/history?${refQuery(jobID, candidateUsername)}`,
    headers: account ? bearer(account.accessToken) : {},
  });
const storedApplication = async (jobID: string) =>
  (
    await ctx.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobID), eq(applications.candidateId, candidate.id)))
  )[0];
const historyRows = async (applicationId: string) =>
  ctx.app.db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId));

/** A job of the recruiter the candidate applied to. */
async function appliedJob() {
  const jobID = await postJob(ctx.app, recruiter);
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  return jobID;
}

describe('DELETE /api/applications/{jobID} (withdraw)', () => {
  it('withdraws: answers the application, records who did it, and withdrawing again changes nothing', async () => {
    const jobID = await appliedJob();
    const response = await withdraw(jobID);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      jobID,
      candidateUsername: candidate.username,
      recruiterUsername: recruiter.username,
      status: 'withdrawn',
      appliedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const rows = await historyRows(response.json().id);
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, 'applied', candidate.id],
      ['applied', 'withdrawn', candidate.id],
    ]);

    const again = await withdraw(jobID);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect(await historyRows(response.json().id)).toHaveLength(2);
  });

  it('the recruiter cannot move a withdrawn application (409), and the candidate cannot apply again (403)', async () => {
    const jobID = await appliedJob();
    await withdraw(jobID);
    const moved = await moveTo(jobID, 'interview');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: 'This application was withdrawn by the candidate' });
    const setWithdrawn = await moveTo(jobID, 'withdrawn');
    expect(setWithdrawn.statusCode).toBe(400);
    const reapplied = await apply(ctx.app, candidate, jobID);
    expect(reapplied.statusCode).toBe(403);
    expect(reapplied.json()).toEqual({ message: 'Cannot apply for the same job again' });
    expect((await storedApplication(jobID)).status).toBe('withdrawn');
  });

  it('a recruiter may not set withdrawn on an application in the pipeline (400)', async () => {
    const jobID = await appliedJob();
    const response = await moveTo(jobID, 'withdrawn');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.any(Array));
    expect((await storedApplication(jobID)).status).toBe('applied');
  });

  it('answers 404 when the signed-in candidate has no application to the job, or there is no job', async () => {
    const jobID = await appliedJob();
    const other = await withdraw(jobID, otherCandidate);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'You have not applied to this job' });
    const missing = await withdraw('QQQ100');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such job exists' });
    expect((await storedApplication(jobID)).status).toBe('applied');
    expect((await withdraw(jobID, recruiter)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/applications/${jobID}` })).statusCode,
    ).toBe(401);
  });

  it('a candidate may withdraw from a closed job', async () => {
    const jobID = await appliedJob();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/job/${jobID}/close`,
      headers: bearer(recruiter.accessToken),
    });
    expect((await withdraw(jobID)).json().status).toBe('withdrawn');
  });
});

describe('recruiter notes', () => {
  it('the job owner writes notes (201) and reads them oldest first with their author', async () => {
    const jobID = await appliedJob();
    expect((await readNotes(jobID)).json()).toEqual([]);
    const first = await writeNote(jobID, '  Great portfolio  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      text: 'Great portfolio',
      author: recruiter.username,
      createdAt: expect.any(String),
    });
    await writeNote(jobID, 'Ask about notice period');
    const response = await readNotes(jobID);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((note: { text: string; author: string }) => [note.text, note.author]),
    ).toEqual([
      ['Great portfolio', recruiter.username],
      ['Ask about notice period', recruiter.username],
    ]);
    expect(response.json()[0]).toEqual(first.json());
  });

  it('refuses another recruiter (403), a candidate (403), a missing job or application (404), bad text (400); nothing stored', async () => {
    const jobID = await appliedJob();
    const other = await writeNote(jobID, 'Sneaky', otherRecruiter);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Only the recruiter who posted this job can do this' });
    expect((await readNotes(jobID, otherRecruiter)).statusCode).toBe(403);
    expect((await readNotes(jobID, candidate)).statusCode).toBe(403);
    expect((await writeNote(jobID, 'Mine now', candidate)).statusCode).toBe(403);
    const noJob = await writeNote('QQQ200', 'Nobody');
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json()).toEqual({ message: 'No such job exists' });
    const noApplication = await readNotes(jobID, recruiter, otherCandidate.username);
    expect(noApplication.statusCode).toBe(404);
    expect(noApplication.json()).toEqual({ message: 'This candidate has not applied to this job' });
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const bad = await writeNote(jobID, text);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect(await ctx.app.db.select().from(applicationNotes)).not.toContainEqual(
      expect.objectContaining({ text: 'Sneaky' }),
    );
    expect((await readNotes(jobID)).json()).toEqual([]);
  });

  it('never reach a candidate: not in their applied jobs, screening or history', async () => {
    const jobID = await appliedJob();
    await writeNote(jobID, 'Top secret opinion');
    for (const url of [
      `/api/applications/jobStatus?candidateUsername=${candidate.username}`,
      `/api/applications/screening?jobID=${jobID}&candidateUsername=${candidate.username}`,
      `/api/applications/history?${refQuery(jobID)}`,
      `/api/job/fetchIndividualJob/${jobID}`,
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: bearer(candidate.accessToken),
      });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('Top secret opinion');
    }
  });
});

describe('GET /api/applications/history', () => {
  it('lists every change oldest first with who made it, to the candidate and to the job owner', async () => {
    const jobID = await appliedJob();
    await moveTo(jobID, 'reviewing');
    await moveTo(jobID, 'interview');
    await withdraw(jobID);
    const expected = [
      { from: null, to: 'applied', by: 'candidate', changedAt: expect.any(String) },
      { from: 'applied', to: 'reviewing', by: 'recruiter', changedAt: expect.any(String) },
      { from: 'reviewing', to: 'interview', by: 'recruiter', changedAt: expect.any(String) },
      { from: 'interview', to: 'withdrawn', by: 'candidate', changedAt: expect.any(String) },
    ];
    for (const viewer of [candidate, recruiter]) {
      const response = await history(jobID, viewer);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it('makes up the first entry from appliedAt for an application stored without one', async () => {
    const jobID = await appliedJob();
    const application = await storedApplication(jobID);
    await ctx.app.db
      .delete(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, application.id));
    expect((await history(jobID, candidate)).json()).toEqual([
      {
        from: null,
        to: 'applied',
        by: 'candidate',
        changedAt: application.appliedAt.toISOString(),
      },
    ]);
  });

  it("refuses another candidate's (403), another recruiter (403), no token (401), and answers 404 for no application", async () => {
    const jobID = await appliedJob();
    const otherSelf = await history(jobID, otherCandidate);
    expect(otherSelf.statusCode).toBe(403);
    expect(otherSelf.json()).toEqual({ message: 'You can only act for your own account' });
    expect((await history(jobID, otherRecruiter)).statusCode).toBe(403);
    expect((await history(jobID)).statusCode).toBe(401);
    const none = await history(jobID, otherCandidate, otherCandidate.username);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This candidate has not applied to this job' });
    expect((await history('QQQ300', recruiter)).statusCode).toBe(404);
  });
});
