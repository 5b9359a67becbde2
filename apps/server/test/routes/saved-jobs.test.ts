import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
let otherCandidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  otherCandidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, account?: CreatedAccount) =>
  ctx.app.inject({ method, url, headers: account ? bearer(account.accessToken) : {} });

describe('saved jobs', () => {
  it('saves idempotently, lists newest save first, tells whether saved, and unsaves', async () => {
    const first = await postJob(ctx.app, recruiter);
    const second = await postJob(ctx.app, recruiter);
    const saved = await call('PUT', `/api/saved-jobs/${first}`, candidate);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Job saved' });
    expect((await call('PUT', `/api/saved-jobs/${second}`, candidate)).statusCode).toBe(200);
    expect((await call('PUT', `/api/saved-jobs/${first}`, candidate)).statusCode).toBe(200);

    const list = await call('GET', '/api/saved-jobs', candidate);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((job: { jobID: string }) => job.jobID)).toEqual([second, first]);
    expect(list.json()[0]).toMatchObject({
      jobID: second,
      username: recruiter.username,
      CTC: expect.any(Object),
    });
    expect((await call('GET', '/api/saved-jobs', otherCandidate)).json()).toEqual([]);

    expect((await call('GET', `/api/saved-jobs/${first}`, candidate)).json()).toEqual({
      saved: true,
    });
    expect((await call('GET', `/api/saved-jobs/${first}`, otherCandidate)).json()).toEqual({
      saved: false,
    });

    const removed = await call('DELETE', `/api/saved-jobs/${first}`, candidate);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Job removed from saved jobs' });
    expect((await call('DELETE', `/api/saved-jobs/${first}`, candidate)).statusCode).toBe(200);
    expect((await call('GET', `/api/saved-jobs/${first}`, candidate)).json()).toEqual({
      saved: false,
    });
    expect(
      (await call('GET', '/api/saved-jobs', candidate))
        .json()
        .map((job: { jobID: string }) => job.jobID),
    ).toEqual([second]);
  });

  it('answers 404 for unknown jobs and 400 for malformed IDs', async () => {
    const missing = await call('PUT', '/api/saved-jobs/QQQ010', candidate);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such job exists' });
    expect((await call('PUT', '/api/saved-jobs/bad', candidate)).statusCode).toBe(400);
  });

  it('is for signed-in candidates only', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    for (const [method, url] of [
      ['GET', '/api/saved-jobs'],
      ['GET', `/api/saved-jobs/${jobID}`],
      ['PUT', `/api/saved-jobs/${jobID}`],
      ['DELETE', `/api/saved-jobs/${jobID}`],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, recruiter)).statusCode).toBe(403);
    }
  });
});
