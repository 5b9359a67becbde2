import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../factories-accounts';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * A recruiter deleting their account while deleting one of their jobs, or while moving an
 * application to one of them: each pair took the same rows in opposite orders. On PostgreSQL they
 * deadlocked and one of them answered 500 (the first found by the fuzz test's concurrent batches,
 * the second by reading the code after it). Triggers pause the first request once it holds the
 * job's applications, so the account's deletion always comes in between.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  for (const statement of [
    `create function test_pause() returns trigger language plpgsql as $$
     begin
       perform pg_sleep(0.4);
       return old;
     end $$`,
    `create trigger test_pause_deleting_applications after delete on applications
     for each row when (old.job_id like 'DLK%') execute function test_pause()`,
    `create trigger test_pause_updating_applications after update on applications
     for each row when (old.job_id like 'DLK%') execute function test_pause()`,
  ]) {
    await ctx.app.db.execute(sql.raw(statement));
  }
});
afterAll(() => ctx.close());

describe('deleting an account while deleting one of its jobs', () => {
  it('answers both without a 500, and both are done', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const poster = { ...recruiter, id: recruiter.account.id };
    const jobID = await postJob(ctx.app, poster, { jobID: 'DLK001' });
    await apply(ctx.app, { ...candidate, id: candidate.account.id }, jobID);

    const deleteJob = ctx.app.inject({
      method: 'DELETE',
      url: `/api/job/delete/${jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deleteAccount = ctx.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/delete/${recruiter.username}`,
      headers: bearer(recruiter.accessToken),
    });
    const [job, account] = await Promise.all([deleteJob, deleteAccount]);

    expect(job.statusCode, job.body).toBe(200);
    expect(account.statusCode, account.body).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('deleting an account while moving an application to a job of it', () => {
  it('answers both without a 500', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const jobID = await postJob(
      ctx.app,
      { ...recruiter, id: recruiter.account.id },
      { jobID: 'DLK002' },
    );
    await apply(ctx.app, { ...candidate, id: candidate.account.id }, jobID);

    const moveApplication = ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'reviewing' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deleteAccount = ctx.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/delete/${recruiter.username}`,
      headers: bearer(recruiter.accessToken),
    });
    const [moved, account] = await Promise.all([moveApplication, deleteAccount]);

    expect(moved.statusCode, moved.body).toBe(200);
    expect(account.statusCode, account.body).toBe(200);
  });
});
