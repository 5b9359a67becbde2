import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../factories-accounts';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * A recruiter deleting one of their jobs while deleting their account: both delete the job and
 * its ID reservation, in opposite orders. On PostgreSQL they deadlocked and one of them answered
 * 500 (found by the fuzz test's concurrent batches). A trigger pauses the job's deletion once it
 * holds the job (deleting its applications), so the account's deletion always takes the
 * reservation in between.
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
  ]) {
    await ctx.app.db.execute(sql.raw(statement));
  }
});
afterAll(() => ctx.close());

describe('deleting an account and one of its jobs at once', () => {
  it('answers both without a 500, and both are done', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const poster = { ...recruiter, id: recruiter.account.id };
    const jobID = await postJob(ctx.app, poster, { jobID: 'DLK001' });
    await apply(ctx.app, { ...candidate, id: candidate.account.id }, jobID);

    const deleteJob = ctx.app.inject({ method: 'DELETE', url: `/api/job/delete/${jobID}`, headers: bearer(recruiter.accessToken) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deleteAccount = ctx.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/delete/${recruiter.username}`,
      headers: bearer(recruiter.accessToken),
    });
    const [job, account] = await Promise.all([deleteJob, deleteAccount]);

    expect(job.statusCode, job.body).toBe(200);
    expect(account.statusCode, account.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` })).statusCode).toBe(404);
  });
});
