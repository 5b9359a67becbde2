import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPageSlug } from '@jobhunter/shared';
import { accounts, applications, auditLog, jobs, notifications } from '../../src/db/schema';
import { matchNewJobs } from '../../src/services/job-alerts/match-new-jobs';
import { hideJob } from '../../src/services/moderation/hide-job';
import type { MailJob } from '../../src/services/notifications/mail-job';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { createAdminAccount, type AdminAccount } from '../factories-admin';
import { apply, postJob, uniqueJobId } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

const COMPANY = 'Hidden Harbour Works';
const HOST = 'jobs.example.test';

let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
let otherRecruiter: CreatedAccount;
let admin: AdminAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
    current_job: recruiterCurrentJob(COMPANY),
  });
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  admin = await createAdminAccount(ctx.app);
});
afterAll(() => ctx.close());

const as = (account?: { accessToken: string }) =>
  account ? bearer(account.accessToken) : ({} as Record<string, string>);
const get = (url: string, account?: { accessToken: string }) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: HOST, ...as(account) } });
const post = (url: string, account: { accessToken: string }, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: as(account), payload });
const save = (jobID: string, account: { accessToken: string }) =>
  ctx.app.inject({ method: 'PUT', url: `/api/saved-jobs/${jobID}`, headers: as(account) });
const hide = (jobID: string, reason = 'Asks candidates for a fee') =>
  post(`/api/admin/jobs/${jobID}/hide`, admin, { reason });
const unhide = (jobID: string) => post(`/api/admin/jobs/${jobID}/unhide`, admin);
const stored = async (jobID: string) =>
  (await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID)))[0];
const ids = (list: { jobID: string }[]) => list.map((job) => job.jobID);

/** Every public place a job is listed or shown, and whether it is there for a signed-out visitor. */
async function publicPresence(jobID: string, designation: string) {
  const sitemapIndex = (await get('/sitemap.xml')).body;
  const jobFiles = [...sitemapIndex.matchAll(/<loc>[^<]*\/sitemaps\/(jobs-\d+\.xml)<\/loc>/g)];
  const sitemapLocs: string[] = [];
  for (const [, file] of jobFiles) sitemapLocs.push((await get(`/sitemaps/${file}`)).body);
  return {
    page: (await get(`/api/job/fetchIndividualJob/${jobID}`)).statusCode,
    pageSignedIn: (await get(`/api/job/fetchIndividualJob/${jobID}`, candidate)).statusCode,
    pageOtherRecruiter: (await get(`/api/job/fetchIndividualJob/${jobID}`, otherRecruiter))
      .statusCode,
    fetch: ids((await get('/api/job/fetch?limit=100')).json()).includes(jobID),
    search: ids(
      (await get(`/api/job/search?q=${encodeURIComponent(designation)}`)).json().items,
    ).includes(jobID),
    company: ids((await get(`/api/companies/${companyPageSlug(COMPANY)}`)).json().jobs).includes(
      jobID,
    ),
    recruiterList: ids((await get(`/api/job/by/${recruiter.username}`)).json()).includes(jobID),
    sitemap: sitemapLocs.join('\n').includes(`/Job/${jobID}<`),
    saved: ids((await get('/api/saved-jobs', candidate)).json()).includes(jobID),
  };
}
const visible = {
  page: 200,
  pageSignedIn: 200,
  pageOtherRecruiter: 200,
  fetch: true,
  search: true,
  company: true,
  recruiterList: true,
  sitemap: true,
  saved: true,
};
const absent = {
  page: 404,
  pageSignedIn: 404,
  pageOtherRecruiter: 404,
  fetch: false,
  search: false,
  company: false,
  recruiterList: false,
  sitemap: false,
  saved: false,
};

describe('a hidden job', () => {
  it('leaves every public read while its recruiter and admins still see it, and comes back on unhide', async () => {
    const designation = 'Lighthouse Keeper Zephyrine';
    const jobID = await postJob(ctx.app, recruiter, { designation });
    expect((await save(jobID, candidate)).statusCode).toBe(200);
    const statsBefore = (await get('/api/job/stats')).json().totalJobs;
    expect(await publicPresence(jobID, designation)).toEqual(visible);

    const hidden = await hide(jobID);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      jobID,
      status: 'closed',
      hidden: { reason: 'Asks candidates for a fee' },
    });
    expect(await publicPresence(jobID, designation)).toEqual(absent);
    expect((await get('/api/job/stats')).json().totalJobs).toBe(statsBefore - 1);

    const own = await get(`/api/job/fetchIndividualJob/${jobID}`, recruiter);
    expect(own.statusCode).toBe(200);
    expect(own.json().hidden).toEqual({
      reason: 'Asks candidates for a fee',
      hiddenAt: (await stored(jobID)).hiddenAt!.toISOString(),
    });
    const mine = (await get('/api/job/mine', recruiter)).json() as {
      jobID: string;
      hidden: unknown;
    }[];
    expect(mine.find((job) => job.jobID === jobID)?.hidden).toMatchObject({
      reason: 'Asks candidates for a fee',
    });
    expect(mine.find((job) => job.jobID !== jobID)?.hidden ?? null).toBeNull();
    const asAdmin = await get(`/api/admin/jobs/${jobID}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().hidden).toMatchObject({ reason: 'Asks candidates for a fee' });

    const shown = await unhide(jobID);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'open', hidden: null });
    expect(await publicPresence(jobID, designation)).toEqual(visible);
    expect(await stored(jobID)).toMatchObject({
      status: 'open',
      statusBeforeHidden: null,
      hiddenReason: null,
      hiddenAt: null,
    });
  });

  it('tells its recruiters in-app and by email, and both actions are audited', async () => {
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Harbour Pilot' });
    await hide(jobID, 'Misleading pay');
    await unhide(jobID);
    const told = await ctx.app.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, recruiter.id),
          sql`${notifications.link} = ${`/Job/${jobID}`}`,
        ),
      )
      .orderBy(notifications.createdAt);
    expect(told).toEqual([
      {
        title: 'Harbour Pilot was hidden by a moderator',
        body: 'Reason: Misleading pay',
        link: `/Job/${jobID}`,
      },
      {
        title: 'Harbour Pilot is visible again',
        body: 'A moderator made your job visible again.',
        link: `/Job/${jobID}`,
      },
    ]);
    const mails = await ctx.app.db.execute<{ data: MailJob }>(
      sql`select data from pgboss.job where name = 'mail' and data->>'accountId' = ${recruiter.id}
          and data->'email'->>'template' = 'job-moderation' and data->'email'->'data'->>'jobId' = ${jobID}
          order by created_on`,
    );
    expect(mails.rows.map((row) => row.data.email.data)).toEqual([
      { jobId: jobID, designation: 'Harbour Pilot', hidden: true, reason: 'Misleading pay' },
      { jobId: jobID, designation: 'Harbour Pilot', hidden: false, reason: '' },
    ]);
    const audit = await ctx.app.db
      .select({ action: auditLog.action, reason: auditLog.reason, admin: auditLog.adminUsername })
      .from(auditLog)
      .where(eq(auditLog.target, `job:${jobID}`))
      .orderBy(auditLog.at);
    expect(audit).toEqual([
      { action: 'job.hide', reason: 'Misleading pay', admin: admin.username },
      { action: 'job.unhide', reason: '', admin: admin.username },
    ]);
  });

  it('takes no applications (404, like an unknown job) and cannot be saved; earlier applications stay', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const late = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await hide(jobID);
    const refused = await apply(ctx.app, late, jobID);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No such job exists');
    expect((await save(jobID, late)).statusCode).toBe(404);
    const kept = await ctx.app.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.jobId, jobID));
    expect(kept).toEqual([{ candidateId: candidate.id }]);
  });

  it('cannot be reopened; closing or editing it keeps it hidden, and unhide restores closed', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    await hide(jobID);
    const reopen = await post(`/api/job/${jobID}/reopen`, recruiter);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('A hidden job cannot be reopened');
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      headers: as(recruiter),
      payload: { bond: 'Two years' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      bond: 'Two years',
      hidden: { reason: expect.any(String) },
    });
    const closed = await post(`/api/job/${jobID}/close`, recruiter);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().hidden).not.toBeNull();
    expect(await stored(jobID)).toMatchObject({ status: 'hidden', statusBeforeHidden: 'closed' });
    expect((await unhide(jobID)).json()).toMatchObject({ status: 'closed', hidden: null });
    expect((await get(`/api/job/fetchIndividualJob/${jobID}`)).json().status).toBe('closed');
  });

  it('hiding again replaces the reason; unhiding a job no admin hid is 409; unknown jobs 404', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    expect((await unhide(jobID)).statusCode).toBe(409);
    await hide(jobID, 'First reason');
    const firstAt = (await stored(jobID)).hiddenAt;
    const again = await hide(jobID, 'Second reason');
    expect(again.statusCode).toBe(200);
    expect(await stored(jobID)).toMatchObject({
      status: 'hidden',
      statusBeforeHidden: 'open',
      hiddenReason: 'Second reason',
      hiddenAt: firstAt,
    });
    const unknown = uniqueJobId();
    expect((await hide(unknown)).statusCode).toBe(404);
    expect((await unhide(unknown)).statusCode).toBe(404);
    expect((await get(`/api/admin/jobs/${unknown}`, admin)).statusCode).toBe(404);
    const noReason = await post(`/api/admin/jobs/${jobID}/hide`, admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await stored(jobID)).hiddenReason).toBe('Second reason');
  });

  it('is for admins only: 401 signed out, 403 a recruiter of the job', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${jobID}/hide`,
      payload: { reason: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(
      (await post(`/api/admin/jobs/${jobID}/hide`, recruiter, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await stored(jobID)).status).toBe('open');
  });

  it("stays hidden for its poster's suspension when an admin unhides it", async () => {
    const poster = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, poster);
    await hide(jobID);
    await ctx.app.db
      .update(accounts)
      .set({ suspendedAt: new Date(), suspendedReason: 'Spam' })
      .where(eq(accounts.id, poster.id));
    const reply = await unhide(jobID);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().hidden).toMatchObject({
      reason: 'The account that posted this job is suspended',
    });
    expect(await stored(jobID)).toMatchObject({ status: 'hidden', hiddenReason: null });
    expect((await get(`/api/job/fetchIndividualJob/${jobID}`)).statusCode).toBe(404);
    // Only an unsuspend shows it now.
    expect((await unhide(jobID)).statusCode).toBe(409);
  });

  it('is never matched against saved searches for job alerts', async () => {
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Quokka Wrangler' });
    await ctx.app.queue.settled(30_000, ['jobAlerts']);
    await hide(jobID);
    const result = await matchNewJobs({ db: ctx.app.db, queue: ctx.app.queue, jobIds: [jobID] });
    expect(result).toMatchObject({ openJobs: 0, matches: 0, alerts: 0 });
  });
});

/**
 * Whatever the timing, an application that commits after the hide is refused: apply reads the job
 * FOR SHARE (services/jobs/lock-job.ts), so it waits for a hide in progress and then sees it hidden.
 */
/**
 * Resolves once some session of this database waits for a row lock (no sleeping for a guessed
 * time), or once the request finished without waiting.
 */
async function waitsForALock(request: Promise<unknown>) {
  let finished = false;
  void request.finally(() => (finished = true));
  while (!finished) {
    const { rows } = await ctx.app.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(rows[0].waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('hiding a job while candidates apply', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an apply arriving while a hide is in progress waits for it and is refused with 404 (PostgreSQL)',
    async () => {
      const jobID = await postJob(ctx.app, recruiter);
      let applied: ReturnType<typeof apply> | undefined;
      await ctx.app.db.transaction(async (tx) => {
        await hideJob(tx, {
          queue: ctx.app.queue,
          jobChanges: ctx.app.jobCache.for({}),
          admin: { accountId: admin.id, username: admin.username },
          jobId: jobID,
          reason: 'Held open by the test',
        });
        applied = apply(ctx.app, candidate, jobID);
        await waitsForALock(applied);
      });
      const response = await applied!;
      expect(response.statusCode, response.body).toBe(404);
      const stored = await ctx.app.db
        .select()
        .from(applications)
        .where(eq(applications.jobId, jobID));
      expect(stored).toEqual([]);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'every application is either stored before the hide or refused with 404 after it (PostgreSQL)',
    async () => {
      const jobID = await postJob(ctx.app, recruiter);
      const applicants = await Promise.all(
        Array.from({ length: 8 }, () => createAccount(ctx.app.db, ctx.config, 'candidate')),
      );
      const [hidden, ...applied] = await Promise.all([
        hide(jobID),
        ...applicants.map((applicant) => apply(ctx.app, applicant, jobID)),
      ]);
      expect(hidden.statusCode).toBe(200);
      const storedRows = await ctx.app.db.execute<{ id: string }>(
        sql`select id from applications where job_id = ${jobID}`,
      );
      expect(applied.every((reply) => [200, 404].includes(reply.statusCode))).toBe(true);
      expect(storedRows.rows).toHaveLength(
        applied.filter((reply) => reply.statusCode === 200).length,
      );
      const after = await apply(
        ctx.app,
        await createAccount(ctx.app.db, ctx.config, 'candidate'),
        jobID,
      );
      expect(after.statusCode).toBe(404);
    },
  );
});
