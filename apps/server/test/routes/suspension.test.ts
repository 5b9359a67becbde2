import { eq, sql } from 'drizzle-orm';
import { moderationMessages, type Role } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { accounts, alertMatches, jobs } from '../../src/db/schema';
import { listAudit } from '../../src/services/moderation/audit';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { loginViaApi } from '../factories-accounts';
import { createAdminAccount } from '../factories-admin';
import { addMember, createCompany } from '../factories-companies';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestInstances, type TestContext } from '../helper';

// Two API instances on one database, as behind a load balancer: whatever one instance suspends,
// the other refuses and hides at once, although it keeps job answers cached for an hour.
describe('suspending and unsuspending accounts', () => {
  let a: TestContext;
  let b: TestContext;
  let adminToken: string;

  beforeAll(async () => {
    [a, b] = await buildTestInstances(2, { JOB_CACHE_TTL_SECONDS: 3600 });
    adminToken = (await createAdminAccount(a.app)).accessToken;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const moderate = (
    action: 'suspend' | 'unsuspend',
    role: string,
    username: string,
    { reason = 'Fake job offers', token = adminToken }: { reason?: string; token?: string } = {},
  ) =>
    a.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${role}/${username}/${action}`,
      headers: token ? bearer(token) : {},
      payload: action === 'suspend' ? { reason } : undefined,
    });

  const dashboard = (app: App, account: { role: Role; accessToken: string }) =>
    app.inject({ url: `/api/${account.role}/dashboard`, headers: bearer(account.accessToken) });
  const jobPage = (app: App, jobID: string) =>
    app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` });
  const searched = async (app: App, query: string) =>
    (
      (await app.inject({ url: `/api/job/search?${query}` })).json().items as { jobID: string }[]
    ).map((job) => job.jobID);
  const listed = async (app: App) =>
    ((await app.inject({ url: '/api/job/fetch?limit=100' })).json() as { jobID: string }[]).map(
      (job) => job.jobID,
    );
  const profile = (app: App, role: Role, username: string) =>
    app.inject({ url: `/api/${role}/fetch/${username}` });
  const topProfiles = async (app: App, role: Role) =>
    (
      (await app.inject({ url: `/api/${role}/fetchAll?limit=100` })).json() as {
        username: string;
      }[]
    ).map((item) => item.username);
  /** Whether the sitemap's recruiter file lists the recruiter's profile page. */
  const inSitemap = async (app: App, username: string) =>
    (await app.inject({ url: '/sitemaps/recruiters-1.xml' })).body.includes(
      `/Recruiter/${username}</loc>`,
    );
  const storedJob = async (jobID: string) => {
    const [row] = await a.database.db
      .select({
        status: jobs.status,
        statusBeforeHidden: jobs.statusBeforeHidden,
        hiddenReason: jobs.hiddenReason,
      })
      .from(jobs)
      .where(eq(jobs.jobId, jobID));
    return row;
  };
  const storedSuspension = async (id: string) => {
    const [row] = await a.database.db
      .select({ at: accounts.suspendedAt, reason: accounts.suspendedReason })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row;
  };
  const auditOf = async (target: string) =>
    (await listAudit(a.database.db)).filter((entry) => entry.target === target);

  it('suspending a recruiter refuses their tokens and login on every instance and hides their profile and jobs; unsuspending brings each job back as it was', async () => {
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter', {
      current_job: recruiterCurrentJob('Moonlit Harbour Works'),
    });
    const { refreshToken } = await loginViaApi(
      a.app,
      'recruiter',
      recruiter.username,
      recruiter.password,
    );
    const open = await postJob(a.app, recruiter, { designation: 'Moonlit Lamplighter' });
    const closed = await postJob(a.app, recruiter, { designation: 'Moonlit Ferryman' });
    const adminHidden = await postJob(a.app, recruiter, { designation: 'Moonlit Smuggler' });
    const close = await a.app.inject({
      method: 'POST',
      url: `/api/job/${closed}/close`,
      headers: bearer(recruiter.accessToken),
    });
    expect(close.statusCode, close.body).toBe(200);
    const hide = await a.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${adminHidden}/hide`,
      headers: bearer(adminToken),
      payload: { reason: 'Smuggling' },
    });
    expect(hide.statusCode, hide.body).toBe(200);

    // B reads (and caches) the open job's page and searches before the suspension.
    expect((await jobPage(b.app, open)).statusCode).toBe(200);
    expect(await searched(b.app, 'q=moonlit')).toEqual([open]);
    expect(await listed(b.app)).toContain(open);
    expect((await dashboard(b.app, recruiter)).statusCode).toBe(200);
    expect(await inSitemap(b.app, recruiter.username)).toBe(true);

    const suspended = await moderate('suspend', 'recruiter', recruiter.username);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      role: 'recruiter',
      username: recruiter.username,
      suspended: true,
      reason: 'Fake job offers',
      suspendedAt: expect.any(String),
    });

    for (const app of [a.app, b.app]) {
      expect((await dashboard(app, recruiter)).statusCode).toBe(401);
      expect((await jobPage(app, open)).statusCode).toBe(404);
      expect((await jobPage(app, closed)).statusCode).toBe(404);
      expect(await searched(app, 'q=moonlit')).toEqual([]);
      expect(await listed(app)).not.toContain(open);
      expect((await profile(app, 'recruiter', recruiter.username)).statusCode).toBe(404);
      expect(await topProfiles(app, 'recruiter')).not.toContain(recruiter.username);
    }
    expect(await inSitemap(b.app, recruiter.username)).toBe(false);
    const refresh = await b.app.inject({
      method: 'POST',
      url: '/api/recruiter/refresh-token',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().message).toBe(moderationMessages.accountSuspended);
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/recruiter/login',
      payload: { username: recruiter.username, password: recruiter.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(moderationMessages.accountSuspended);

    expect(await storedJob(open)).toEqual({
      status: 'hidden',
      statusBeforeHidden: 'open',
      hiddenReason: null,
    });
    expect(await storedJob(closed)).toEqual({
      status: 'hidden',
      statusBeforeHidden: 'closed',
      hiddenReason: null,
    });
    expect(await storedJob(adminHidden)).toEqual({
      status: 'hidden',
      statusBeforeHidden: 'open',
      hiddenReason: 'Smuggling',
    });
    expect(await storedSuspension(recruiter.id)).toEqual({
      at: expect.any(Date),
      reason: 'Fake job offers',
    });

    const unsuspended = await moderate('unsuspend', 'recruiter', recruiter.username);
    expect(unsuspended.statusCode, unsuspended.body).toBe(200);
    expect(unsuspended.json()).toEqual({
      role: 'recruiter',
      username: recruiter.username,
      suspended: false,
      suspendedAt: null,
      reason: null,
    });

    expect((await jobPage(b.app, open)).json()).toMatchObject({ jobID: open, status: 'open' });
    expect((await jobPage(b.app, closed)).json()).toMatchObject({
      jobID: closed,
      status: 'closed',
    });
    expect((await jobPage(b.app, adminHidden)).statusCode).toBe(404);
    expect(await searched(b.app, 'q=moonlit')).toEqual([open]);
    expect(await listed(b.app)).toContain(open);
    expect((await profile(b.app, 'recruiter', recruiter.username)).statusCode).toBe(200);
    expect(await topProfiles(b.app, 'recruiter')).toContain(recruiter.username);
    expect(await inSitemap(b.app, recruiter.username)).toBe(true);
    expect(await storedJob(open)).toEqual({
      status: 'open',
      statusBeforeHidden: null,
      hiddenReason: null,
    });
    expect(await storedJob(adminHidden)).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Smuggling',
    });
    expect(await storedSuspension(recruiter.id)).toEqual({ at: null, reason: null });

    // The sessions the suspension ended stay ended; a new login works.
    expect((await dashboard(b.app, recruiter)).statusCode).toBe(401);
    const again = await loginViaApi(b.app, 'recruiter', recruiter.username, recruiter.password);
    expect((await dashboard(a.app, { role: 'recruiter', ...again })).statusCode).toBe(200);

    expect(await auditOf(`recruiter:${recruiter.username}`)).toEqual([
      expect.objectContaining({ action: 'account.unsuspend', reason: '' }),
      expect.objectContaining({ action: 'account.suspend', reason: 'Fake job offers' }),
    ]);
  });

  it('an open job that comes back is matched against searches saved while it was hidden; a closed one is not', async () => {
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
    const open = await postJob(a.app, recruiter, { designation: 'Quokka Wrangler' });
    const closed = await postJob(a.app, recruiter, { designation: 'Quokka Groomer' });
    const close = await a.app.inject({
      method: 'POST',
      url: `/api/job/${closed}/close`,
      headers: bearer(recruiter.accessToken),
    });
    expect(close.statusCode).toBe(200);
    await a.app.queue.settled(30_000, ['jobAlerts']);
    expect((await moderate('suspend', 'recruiter', recruiter.username)).statusCode).toBe(200);

    const candidate = await createAccount(a.database.db, a.config, 'candidate');
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(candidate.accessToken),
      payload: { name: 'Quokkas', query: 'q=quokka', frequency: 'instant' },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    expect((await moderate('unsuspend', 'recruiter', recruiter.username)).statusCode).toBe(200);
    await a.app.queue.settled(30_000, ['jobAlerts']);
    const matched = await a.database.db
      .select({ jobId: alertMatches.jobId })
      .from(alertMatches)
      .where(eq(alertMatches.savedSearchId, saved.json().id));
    expect(matched).toEqual([{ jobId: open }]);
  });

  it("suspending a candidate hides their profile, while their applications stay in the recruiter's applicants", async () => {
    const candidate = await createAccount(a.database.db, a.config, 'candidate');
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
    const jobID = await postJob(a.app, recruiter);
    expect((await apply(a.app, candidate, jobID)).statusCode).toBe(200);

    expect((await moderate('suspend', 'candidate', candidate.username)).statusCode).toBe(200);
    expect((await dashboard(b.app, candidate)).statusCode).toBe(401);
    expect((await profile(b.app, 'candidate', candidate.username)).statusCode).toBe(404);
    expect(await topProfiles(b.app, 'candidate')).not.toContain(candidate.username);
    const applicants = await b.app.inject({
      url: `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=${jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(applicants.statusCode).toBe(200);
    expect(applicants.json().map((item: { username: string }) => item.username)).toEqual([
      candidate.username,
    ]);

    expect((await moderate('unsuspend', 'candidate', candidate.username)).statusCode).toBe(200);
    expect((await profile(b.app, 'candidate', candidate.username)).statusCode).toBe(200);
    expect(await topProfiles(b.app, 'candidate')).toContain(candidate.username);
  });

  it("leaves a suspended recruiter out of their company's page, with the company's jobs they posted", async () => {
    const owner = await createAccount(a.database.db, a.config, 'recruiter');
    const company = await createCompany(a.database.db, { owner, name: 'Quiet Quarry Ltd' });
    const member = await createAccount(a.database.db, a.config, 'recruiter');
    await addMember(a.database.db, { company, account: member, role: 'recruiter' });
    const ownersJob = await postJob(a.app, owner);
    const membersJob = await postJob(a.app, member);
    const page = async () => (await b.app.inject({ url: `/api/companies/${company.slug}` })).json();
    expect((await page()).recruiters.map((r: { username: string }) => r.username)).toContain(
      member.username,
    );

    expect((await moderate('suspend', 'recruiter', member.username)).statusCode).toBe(200);
    const shown = await page();
    expect(shown.recruiters.map((r: { username: string }) => r.username)).toEqual([owner.username]);
    expect(shown.jobs.map((job: { jobID: string }) => job.jobID)).toEqual([ownersJob]);

    expect((await moderate('unsuspend', 'recruiter', member.username)).statusCode).toBe(200);
    expect((await page()).jobs.map((job: { jobID: string }) => job.jobID).sort()).toEqual(
      [ownersJob, membersJob].sort(),
    );
  });

  it('suspending a suspended account replaces the reason and keeps when it began; unsuspending an active one changes nothing', async () => {
    const candidate = await createAccount(a.database.db, a.config, 'candidate');
    expect((await moderate('suspend', 'candidate', candidate.username)).statusCode).toBe(200);
    const first = await storedSuspension(candidate.id);
    const again = await moderate('suspend', 'candidate', candidate.username.toUpperCase(), {
      reason: 'Harassing recruiters',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ suspended: true, reason: 'Harassing recruiters' });
    expect(await storedSuspension(candidate.id)).toEqual({
      at: first.at,
      reason: 'Harassing recruiters',
    });

    const active = await createAccount(a.database.db, a.config, 'candidate');
    const noop = await moderate('unsuspend', 'candidate', active.username);
    expect(noop.statusCode).toBe(200);
    expect(noop.json()).toMatchObject({ suspended: false, suspendedAt: null });
    expect((await dashboard(a.app, active)).statusCode).toBe(200);
    expect(await auditOf(`candidate:${active.username}`)).toEqual([]);
    expect((await auditOf(`candidate:${candidate.username}`)).map((entry) => entry.reason)).toEqual(
      ['Harassing recruiters', 'Fake job offers'],
    );
  });

  it('answers 404 for an unknown account or one of the other role, 400 for an admin or no reason, and changes nothing', async () => {
    const candidate = await createAccount(a.database.db, a.config, 'candidate');
    const unknown = await moderate('suspend', 'candidate', 'nobody-here-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Candidate not found');
    expect((await moderate('unsuspend', 'recruiter', candidate.username)).statusCode).toBe(404);
    expect((await moderate('suspend', 'recruiter', candidate.username)).statusCode).toBe(404);
    const admin = await moderate('suspend', 'admin', 'whoever');
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toMatch(/role must be one of candidate, recruiter/);
    const blank = await moderate('suspend', 'candidate', candidate.username, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/A reason is required/);
    expect(await storedSuspension(candidate.id)).toEqual({ at: null, reason: null });
    expect((await dashboard(a.app, candidate)).statusCode).toBe(200);
  });

  it('is for admins only: 401 without a token, 403 for members, and nobody is suspended', async () => {
    const candidate = await createAccount(a.database.db, a.config, 'candidate');
    const members: CreatedAccount[] = [
      await createAccount(a.database.db, a.config, 'recruiter'),
      candidate,
    ];
    for (const action of ['suspend', 'unsuspend'] as const) {
      expect(
        (await moderate(action, 'candidate', candidate.username, { token: '' })).statusCode,
      ).toBe(401);
      for (const member of members) {
        const response = await moderate(action, 'candidate', candidate.username, {
          token: member.accessToken,
        });
        expect(response.statusCode).toBe(403);
      }
    }
    expect(await storedSuspension(candidate.id)).toEqual({ at: null, reason: null });
    expect(
      await a.database.db.execute(
        sql`select 1 from audit_log where target = ${`candidate:${candidate.username}`}`,
      ),
    ).toMatchObject({ rows: [] });
  });
});
