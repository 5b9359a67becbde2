import { moderationMessages } from '@jobhunter/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createAccount } from '../factories';
import { createAdminAccount } from '../factories-admin';
import { jobInput, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * An admin unhides a job of a suspended recruiter while an unsuspend of that recruiter runs. The
 * unhide locks the job and reads whether its poster is still suspended; seeing it suspended, it
 * leaves the job hidden for the suspension alone. Whatever the timing, the unsuspend must then give
 * the job back: it locks the recruiter's hidden jobs before restoring them, so it waits for the
 * unhide and sees what it wrote.
 */
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  adminToken = (await createAdminAccount(ctx.app)).accessToken;
});
afterAll(() => ctx.close());

const asAdmin = (url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });

/** Resolves once some session of this database waits for a row lock, or once the request finished without waiting. */
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

describe('unsuspending a recruiter while an admin unhides one of their jobs', () => {
  // PGlite runs one transaction at a time; on PostgreSQL the unhide below is held open until the
  // unsuspend is seen waiting.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the job the unhide left to the suspension comes back with the unsuspend (PostgreSQL)',
    async () => {
      const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
      const jobID = await postJob(ctx.app, recruiter);
      expect((await asAdmin(`/api/admin/jobs/${jobID}/hide`, { reason: 'Spam' })).statusCode).toBe(
        200,
      );
      const suspend = await asAdmin(`/api/admin/accounts/recruiter/${recruiter.username}/suspend`, {
        reason: 'Spam everywhere',
      });
      expect(suspend.statusCode, suspend.body).toBe(200);

      let unsuspended: ReturnType<typeof asAdmin> | undefined;
      await ctx.app.db.transaction(async (tx) => {
        // The unhide's own writes for a poster it read as suspended (services/moderation/hide-job.ts).
        await tx.execute(sql`select 1 from jobs where job_id = ${jobID} for update`);
        await tx.update(jobs).set({ hiddenReason: null }).where(eq(jobs.jobId, jobID));
        unsuspended = asAdmin(`/api/admin/accounts/recruiter/${recruiter.username}/unsuspend`);
        await waitsForALock(unsuspended);
      });
      const response = await unsuspended!;
      expect(response.statusCode, response.body).toBe(200);

      const [stored] = await ctx.app.db
        .select({ status: jobs.status, hiddenReason: jobs.hiddenReason })
        .from(jobs)
        .where(eq(jobs.jobId, jobID));
      expect(stored).toEqual({ status: 'open', hiddenReason: null });
      const page = await ctx.app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` });
      expect(page.statusCode).toBe(200);
    },
  );
});

describe('a recruiter posting a job while an admin suspends them', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the post that waited for the suspension is refused with 403 and adds no job (PostgreSQL)',
    async () => {
      const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
      const input = jobInput();
      const reserved = await ctx.app.inject({
        method: 'POST',
        url: '/api/job/createID',
        headers: bearer(recruiter.accessToken),
        payload: { username: recruiter.username, jobID: input.jobID },
      });
      expect(reserved.statusCode, reserved.body).toBe(201);

      let posting: Promise<{ statusCode: number; body: string }> | undefined;
      await ctx.app.db.transaction(async (tx) => {
        // The suspension's first writes (services/moderation/suspend-account.ts), held open until
        // the post, past its token check, is seen waiting on the account row.
        await tx.execute(sql`select 1 from accounts where id = ${recruiter.id} for update`);
        await tx.execute(
          sql`update accounts set suspended_at = now(), suspended_reason = 'Spam' where id = ${recruiter.id}`,
        );
        posting = ctx.app.inject({
          method: 'POST',
          url: '/api/job/create',
          headers: bearer(recruiter.accessToken),
          payload: input,
        });
        await waitsForALock(posting);
      });
      const response = await posting!;
      expect(response.statusCode, response.body).toBe(403);
      expect(JSON.parse(response.body).message).toBe(moderationMessages.accountSuspended);
      expect(await ctx.app.db.$count(jobs, eq(jobs.jobId, input.jobID))).toBe(0);
    },
  );
});
