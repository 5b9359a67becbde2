import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * A candidate deleting their account while withdrawing an application. The withdrawal locks the
 * application, then its history row refers to the account; the deletion locks the account, then
 * deletes the application. Without the withdrawal locking the account first (as
 * services/applications/withdraw.ts does), PostgreSQL found a deadlock and one answered 500.
 *
 * No sleeping: a trigger holds the withdrawal, after it changed the application, on an advisory
 * lock this test owns; the test lets go only once the deletion is seen waiting too. PostgreSQL
 * only: PGlite runs one transaction at a time, so the two cannot overlap there.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  if (ctx.database.kind !== 'postgres') return;
  for (const statement of [
    `create function test_hold_on_advisory_lock() returns trigger language plpgsql as $$
     begin
       perform pg_advisory_xact_lock(4242);
       return new;
     end $$`,
    `create trigger test_hold_withdrawing after update on applications
     for each row when (old.job_id like 'WDL%') execute function test_hold_on_advisory_lock()`,
  ]) {
    await ctx.app.db.execute(sql.raw(statement));
  }
});
afterAll(() => ctx.close());

/** Resolves once at least `count` sessions of this database wait for a lock. */
async function lockWaiters(count: number) {
  for (;;) {
    const [{ waiting }] = await ctx.app.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('deleting an account while withdrawing one of its applications', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('answers both without a 500 (PostgreSQL)', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const jobID = await postJob(ctx.app, recruiter, { jobID: 'WDL001' });
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);

    let withdrawal: Promise<LightMyRequestResponse> | undefined;
    let deletion: Promise<LightMyRequestResponse> | undefined;
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
      withdrawal = ctx.app.inject({
        method: 'DELETE',
        url: `/api/applications/${jobID}`,
        headers: bearer(candidate.accessToken),
      });
      await lockWaiters(1);
      deletion = ctx.app.inject({
        method: 'DELETE',
        url: `/api/candidate/delete/${candidate.username}`,
        headers: bearer(candidate.accessToken),
      });
      await lockWaiters(2);
    });
    const [withdrawn, deleted] = await Promise.all([withdrawal!, deletion!]);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
