import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companyMembers } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { addMember, createCompany, type CreatedCompany } from '../factories-companies';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * Removing a member while they move an applicant, as two transactions on PostgreSQL (PGlite runs
 * one transaction at a time): either the move commits before the removal, or it is refused: a
 * move is never made after the removal. Each step waits until PostgreSQL reports the other
 * transaction waiting for a lock, so nothing depends on timing.
 */
let ctx: TestContext;
let company: CreatedCompany;
beforeAll(async () => {
  ctx = await buildTestApp();
  const owner = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  company = await createCompany(ctx.app.db, { owner });
});
afterAll(() => ctx.close());

/** A promise and the function that settles it: a step the test lets a transaction take. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Until `count` sessions of this database wait for a lock. */
async function waitersReach(count: number) {
  for (;;) {
    const { rows } = await ctx.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function memberWithApplicant() {
  const member = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  await addMember(ctx.app.db, { company, account: member, role: 'recruiter' });
  const jobID = await postJob(ctx.app, member);
  const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  return { member, jobID, candidate };
}

const move = (member: CreatedAccount, jobID: string, candidate: CreatedAccount) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/applications/status',
    headers: bearer(member.accessToken),
    payload: { jobID, candidateUsername: candidate.username, status: 'interview' },
  });
const statusOf = async (jobID: string) =>
  (
    await ctx.app.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, jobID))
  )[0].status;
const removal = (member: CreatedAccount, held?: Promise<void>, deleted?: () => void) =>
  ctx.app.db.transaction(async (tx) => {
    await tx.delete(companyMembers).where(eq(companyMembers.accountId, member.id));
    deleted?.();
    await held;
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'removing a member while they move an applicant',
  () => {
    it('refuses the move when the removal came first, and moves nothing', async () => {
      const { member, jobID, candidate } = await memberWithApplicant();
      const commit = gate();
      const deleted = gate();
      const removing = removal(member, commit.opened, deleted.open);
      await deleted.opened;

      const moving = move(member, jobID, candidate);
      await waitersReach(1);
      commit.open();
      await removing;
      const moved = await moving;

      expect(moved.statusCode, moved.body).toBe(403);
      expect(moved.json()).toEqual({
        message: 'Only the recruiter who posted this job can do this',
      });
      expect(await statusOf(jobID)).toBe('applied');
    });

    it('makes the removal wait for a move already under way, which commits', async () => {
      const { member, jobID, candidate } = await memberWithApplicant();
      // Holds the application, so the move stops after checking the membership, holding it.
      const release = gate();
      const held = gate();
      const holding = ctx.app.db.transaction(async (tx) => {
        await tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.jobId, jobID))
          .for('update');
        held.open();
        await release.opened;
      });
      await held.opened;
      const moving = move(member, jobID, candidate);
      await waitersReach(1);

      const removing = removal(member);
      await waitersReach(2);
      release.open();
      await holding;
      const moved = await moving;
      await removing;

      expect(moved.statusCode, moved.body).toBe(200);
      expect(await statusOf(jobID)).toBe('interview');
      expect(
        await ctx.app.db.$count(
          companyMembers,
          and(eq(companyMembers.accountId, member.id), eq(companyMembers.companyId, company.id)),
        ),
      ).toBe(0);
      expect((await move(member, jobID, candidate)).statusCode).toBe(403);
    });
  },
);
