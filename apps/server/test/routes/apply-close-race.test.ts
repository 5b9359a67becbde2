import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * A close and an application to the same job at the same moment. Whatever the timing, a close that
 * committed first must turn the application away: the apply transaction reads the job FOR SHARE
 * (services/applications/apply.ts), so it waits for a close in progress and then sees it closed.
 */
let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const storedApplications = (jobID: string) =>
  ctx.app.db.select().from(applications).where(eq(applications.jobId, jobID));

/**
 * Resolves once some session of this database waits for a row lock (no sleeping for a guessed
 * time), or once the request finished without waiting (the bug this file guards against).
 */
async function waitsForALock(request: Promise<unknown>) {
  let finished = false;
  void request.finally(() => (finished = true));
  while (!finished) {
    const [{ waiting }] = await ctx.app.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('closing a job and applying to it', () => {
  it('a close followed by an apply: 409, and nothing is stored', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/job/${jobID}/close`,
      headers: bearer(recruiter.accessToken),
    });
    expect(closed.statusCode).toBe(200);
    const applied = await apply(ctx.app, candidate, jobID);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toEqual({ message: 'This job is no longer accepting applications' });
    expect(await storedApplications(jobID)).toEqual([]);
  });

  // PGlite runs one transaction at a time, so nothing can come between a close and an apply there;
  // on PostgreSQL the close below is held open until the apply is seen waiting on the job's row.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an apply arriving while a close is in progress waits for it and is refused (PostgreSQL)',
    async () => {
      const jobID = await postJob(ctx.app, recruiter);
      let applied: ReturnType<typeof apply> | undefined;
      await ctx.app.db.transaction(async (tx) => {
        // The close's own UPDATE (services/jobs/close-job.ts), not yet committed.
        await tx
          .update(jobs)
          .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(jobs.jobId, jobID));
        applied = apply(ctx.app, candidate, jobID);
        await waitsForALock(applied);
      });
      const response = await applied!;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: 'This job is no longer accepting applications' });
      expect(await storedApplications(jobID)).toEqual([]);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an apply arriving while a reopen is in progress waits for it and gets in (PostgreSQL)',
    async () => {
      const jobID = await postJob(ctx.app, recruiter);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/job/${jobID}/close`,
        headers: bearer(recruiter.accessToken),
      });
      let applied: ReturnType<typeof apply> | undefined;
      await ctx.app.db.transaction(async (tx) => {
        await tx.update(jobs).set({ status: 'open', closedAt: null }).where(eq(jobs.jobId, jobID));
        applied = apply(ctx.app, candidate, jobID);
        await waitsForALock(applied);
      });
      expect((await applied!).statusCode).toBe(200);
      expect(await storedApplications(jobID)).toHaveLength(1);
    },
  );
});
