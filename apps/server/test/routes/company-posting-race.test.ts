import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/db/client';
import { companyMembers, jobs, searchWords } from '../../src/db/schema';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { addMember, createCompany, type CreatedCompany } from '../factories-companies';
import { jobInput, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * A recruiter posts a job while an owner removes them from the company, as two requests on
 * PostgreSQL (PGlite runs one transaction at a time). Whichever takes the company's row first
 * decides: after the removal the job goes out without the company; a posting already under way
 * makes the removal wait and hand the new job to an owner with the others. Never a company job
 * whose poster is no longer a member, never a deadlock. Each step waits until PostgreSQL reports
 * the other transaction waiting for a lock, so nothing depends on timing.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
/** Lets go of the row a test holds, also when the test failed while holding it. */
let releaseHeld = () => {};
afterEach(() => releaseHeld());

const PROFILE_COMPANY = 'Own Desk Ltd';

/** A promise and the function that settles it: a step the test lets a transaction take. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Until `count` sessions of this database wait for a lock. Fails when one of the `running` requests
 * answers first: it did not wait where the test stages it to.
 */
async function waitersReach(count: number, ...running: Promise<unknown>[]) {
  let answered = false;
  const answer = () => (answered = true);
  for (const request of running) void request.then(answer, answer);
  for (;;) {
    const { rows } = await ctx.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0].n >= count) return;
    if (answered) throw new Error(`A request answered before ${count} transactions waited`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A transaction that locks what `lock` selects, tells once it holds it, and keeps it until
 * `release` is opened: the request that needs the row next stops there, holding what it took before.
 */
async function hold(lock: (tx: Transaction) => Promise<unknown[]>) {
  const release = gate();
  const held = gate();
  let locked: unknown[] = [];
  const holding = ctx.app.db.transaction(async (tx) => {
    locked = await lock(tx);
    held.open();
    await release.opened;
  });
  releaseHeld = release.open;
  await Promise.race([held.opened, holding]);
  expect(locked).toHaveLength(1);
  return { release: release.open, holding };
}

/** An owner, and a recruiter of the company who already posted one job under it. */
async function team() {
  const recruiter = () =>
    createAccount(ctx.app.db, ctx.config, 'recruiter', {
      current_job: recruiterCurrentJob(PROFILE_COMPANY),
    });
  const owner = await recruiter();
  const member = await recruiter();
  const company = await createCompany(ctx.app.db, { owner });
  await addMember(ctx.app.db, { company, account: member, role: 'recruiter' });
  const earlierJob = await postJob(ctx.app, member);
  return { owner, member, company, earlierJob };
}

/** Reserves a job ID for the member (the step before posting); answers the job to post. */
async function reserved(member: CreatedAccount) {
  const input = jobInput();
  const reserve = await ctx.app.inject({
    method: 'POST',
    url: '/api/job/createID',
    headers: bearer(member.accessToken),
    payload: { username: member.username, jobID: input.jobID },
  });
  expect(reserve.statusCode, reserve.body).toBe(201);
  return input;
}

const post = (member: CreatedAccount, input: ReturnType<typeof jobInput>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/job/create',
    headers: bearer(member.accessToken),
    payload: input,
  });
const remove = (owner: CreatedAccount, company: CreatedCompany, member: CreatedAccount) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/companies/${company.slug}/members/${member.username}`,
    headers: bearer(owner.accessToken),
  });

const stored = async (jobID: string) =>
  (
    await ctx.app.db
      .select({
        recruiterId: jobs.recruiterId,
        companyId: jobs.companyId,
        companyName: jobs.companyName,
      })
      .from(jobs)
      .where(eq(jobs.jobId, jobID))
  )[0];
const companyJobs = (company: CreatedCompany) =>
  ctx.app.db
    .select({ jobId: jobs.jobId, recruiterId: jobs.recruiterId })
    .from(jobs)
    .where(eq(jobs.companyId, company.id))
    .orderBy(asc(jobs.jobId));
const isMember = async (member: CreatedAccount) =>
  (await ctx.app.db.$count(companyMembers, eq(companyMembers.accountId, member.id))) === 1;
const shown = async (jobID: string) =>
  (await ctx.app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` })).json();

/** The removal came first: the job is the recruiter's alone, under their profile's company. */
async function expectPostedAlone(
  { owner, member, company, earlierJob }: Awaited<ReturnType<typeof team>>,
  jobID: string,
) {
  expect(await stored(jobID)).toEqual({
    recruiterId: member.id,
    companyId: null,
    companyName: PROFILE_COMPANY,
  });
  expect(await shown(jobID)).toMatchObject({ jobID, company: null, company_name: PROFILE_COMPANY });
  expect(await companyJobs(company)).toEqual([{ jobId: earlierJob, recruiterId: owner.id }]);
  expect(await isMember(member)).toBe(false);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a recruiter posting a job while an owner removes them from the company',
  () => {
    it('posts without the company once the removal has committed', async () => {
      const people = await team();
      const input = await reserved(people.member);

      const removed = await remove(people.owner, people.company, people.member);
      const posted = await post(people.member, input);

      expect(removed.statusCode, removed.body).toBe(200);
      expect(posted.statusCode, posted.body).toBe(201);
      await expectPostedAlone(people, input.jobID);
    });

    it('makes a posting wait for a removal under way, then posts without the company', async () => {
      const people = await team();
      const input = await reserved(people.member);
      // Holds the member's earlier job, so the removal stops while handing it over, holding the company.
      const { release, holding } = await hold((tx) =>
        tx
          .select({ jobId: jobs.jobId })
          .from(jobs)
          .where(eq(jobs.jobId, people.earlierJob))
          .for('share'),
      );
      const removing = remove(people.owner, people.company, people.member);
      await waitersReach(1, removing);

      const posting = post(people.member, input);
      await waitersReach(2, removing, posting);
      release();
      await holding;
      const [removed, posted] = await Promise.all([removing, posting]);

      expect(removed.statusCode, removed.body).toBe(200);
      expect(posted.statusCode, posted.body).toBe(201);
      await expectPostedAlone(people, input.jobID);
    });

    it('makes the removal wait for a posting under way, which an owner then takes over', async () => {
      const people = await team();
      const { owner, member, company, earlierJob } = people;
      const input = await reserved(member);
      // Holds a word of the job's title (the insert's trigger counts it in search_words), so the
      // posting stops after inserting the job, holding the company, the account and the membership.
      const word = input.designation.split(' ')[0].toLowerCase();
      const { release, holding } = await hold((tx) =>
        tx
          .select({ word: searchWords.word })
          .from(searchWords)
          .where(eq(searchWords.word, word))
          .for('update'),
      );
      const posting = post(member, input);
      await waitersReach(1, posting);

      const removing = remove(owner, company, member);
      await waitersReach(2, posting, removing);
      release();
      await holding;
      const [posted, removed] = await Promise.all([posting, removing]);

      expect(posted.statusCode, posted.body).toBe(201);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await stored(input.jobID)).toEqual({
        recruiterId: owner.id,
        companyId: company.id,
        companyName: company.name,
      });
      expect(await shown(input.jobID)).toMatchObject({
        jobID: input.jobID,
        company: { slug: company.slug, name: company.name },
        company_name: company.name,
      });
      expect(await companyJobs(company)).toEqual(
        [earlierJob, input.jobID].sort().map((jobId) => ({ jobId, recruiterId: owner.id })),
      );
      expect(await isMember(member)).toBe(false);
    });
  },
);
