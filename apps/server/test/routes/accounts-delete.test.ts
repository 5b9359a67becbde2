import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  applications,
  applicationStatusHistory,
  jobIdReservations,
  jobs,
  refreshTokens,
  savedJobs,
  sessions,
  usernames,
} from '../../src/db/schema';
import { registerViaApi, ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

let jobCounter = 0;
/** A job row written straight to the table: these tests are about accounts, not the jobs API. */
async function insertJob(recruiterId: string) {
  jobCounter += 1;
  const jobId = `DEL${String(jobCounter).padStart(3, '0')}`;
  await ctx.app.db.insert(jobs).values({
    jobId,
    recruiterId,
    username: 'recruiter',
    name: 'Recruiter',
    email: 'recruiter@example.com',
    companyName: 'Acme',
    designation: 'Engineer',
    jobLocation: ['Remote'],
    locationKeys: ['remote'],
    workEnvironment: 'Remote',
    typeOfEmployment: 'Full-time',
    isFresherEligible: false,
    isVisaSponsored: false,
    experienceRequiredInMonths: '',
    minCtc: '',
    maxCtc: '',
    jobDescription: 'Build things',
    skillsRequired: ['TypeScript'],
    skillKeys: ['typescript'],
    requiredLanguages: [],
    perksAndBenefits: '',
    degreeRequired: [],
    bond: '',
    searchVector: sql`to_tsvector('english', 'Engineer Acme')`,
  });
  return jobId;
}

async function apply(candidateId: string, jobId: string) {
  const [application] = await ctx.app.db
    .insert(applications)
    .values({ jobId, candidateId })
    .returning();
  await ctx.app.db
    .insert(applicationStatusHistory)
    .values({ applicationId: application.id, toStatus: 'applied' });
  await ctx.app.db.insert(savedJobs).values({ candidateId, jobId });
  return application.id;
}

const count = async (rows: Promise<unknown[]>) => (await rows).length;

describe.each(ROLES_UNDER_TEST)('DELETE /api/%s/delete/:username', (role) => {
  const base = `/api/${role}`;
  const remove = (username: string, accessToken?: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `${base}/delete/${username}`,
      headers: accessToken ? bearer(accessToken) : {},
    });

  it('deletes the signed-in account (200) and frees its username', async () => {
    const account = await signedInAccount(ctx.app, role);
    const response = await remove(account.username, account.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(
      await count(ctx.app.db.select().from(accounts).where(eq(accounts.id, account.account.id))),
    ).toBe(0);
    expect(
      await count(
        ctx.app.db.select().from(usernames).where(eq(usernames.username, account.username)),
      ),
    ).toBe(0);
    expect(
      await count(
        ctx.app.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.accountId, account.account.id)),
      ),
    ).toBe(0);
    expect(
      await count(
        ctx.app.db.select().from(sessions).where(eq(sessions.accountId, account.account.id)),
      ),
    ).toBe(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/fetch/${account.username}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${base}/username/check`,
          payload: { username: account.username },
        })
      ).statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${base}/login`,
      payload: { username: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(404);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: `${base}/refresh-token`,
      payload: { refreshToken: account.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
  });

  it('answers 403 for another account of the same role, and deletes nothing', async () => {
    const account = await signedInAccount(ctx.app, role);
    const victim = await registerViaApi(ctx.app, role);
    const response = await remove(victim.username, account.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only delete your own account' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/fetch/${victim.username}` })).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const account = await registerViaApi(ctx.app, role);
    expect((await remove(account.username)).statusCode).toBe(401);
  });

  // docs/api.md "accounts after sign-up": the account's sessions went with it, so its token is refused.
  it('answers 401 when the signed-in account is already gone', async () => {
    const account = await signedInAccount(ctx.app, role);
    expect((await remove(account.username, account.accessToken)).statusCode).toBe(200);
    const again = await remove(account.username, account.accessToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: expect.any(String) });
  });
});

describe('deleting cascades in one go', () => {
  it('a recruiter takes its jobs, their applications, saves and job-ID reservations along', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const otherRecruiter = await signedInAccount(ctx.app, 'recruiter');
    const ownJobs = [await insertJob(recruiter.account.id), await insertJob(recruiter.account.id)];
    const otherJob = await insertJob(otherRecruiter.account.id);
    const ownApplication = await apply(candidate.account.id, ownJobs[0]);
    await apply(candidate.account.id, otherJob);
    await ctx.app.db
      .insert(jobIdReservations)
      .values({ jobId: 'RES001', recruiterId: recruiter.account.id });

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/delete/${recruiter.username}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(response.statusCode).toBe(200);

    const db = ctx.app.db;
    expect(await count(db.select().from(jobs).where(inArray(jobs.jobId, ownJobs)))).toBe(0);
    expect(
      await count(db.select().from(applications).where(inArray(applications.jobId, ownJobs))),
    ).toBe(0);
    expect(
      await count(
        db
          .select()
          .from(applicationStatusHistory)
          .where(eq(applicationStatusHistory.applicationId, ownApplication)),
      ),
    ).toBe(0);
    expect(await count(db.select().from(savedJobs).where(inArray(savedJobs.jobId, ownJobs)))).toBe(
      0,
    );
    expect(
      await count(
        db
          .select()
          .from(jobIdReservations)
          .where(eq(jobIdReservations.recruiterId, recruiter.account.id)),
      ),
    ).toBe(0);
    // Nobody else's data is touched.
    expect(await count(db.select().from(jobs).where(eq(jobs.jobId, otherJob)))).toBe(1);
    expect(
      await count(
        db.select().from(applications).where(eq(applications.candidateId, candidate.account.id)),
      ),
    ).toBe(1);
    expect(
      await count(db.select().from(accounts).where(eq(accounts.id, candidate.account.id))),
    ).toBe(1);
  });

  it('a candidate takes its applications and saved jobs along, leaving the jobs', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const bystander = await signedInAccount(ctx.app, 'candidate');
    const jobId = await insertJob(recruiter.account.id);
    await apply(candidate.account.id, jobId);
    await apply(bystander.account.id, jobId);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/candidate/delete/${candidate.username}`,
      headers: bearer(candidate.accessToken),
    });
    expect(response.statusCode).toBe(200);

    const db = ctx.app.db;
    expect(
      await count(
        db.select().from(applications).where(eq(applications.candidateId, candidate.account.id)),
      ),
    ).toBe(0);
    expect(
      await count(
        db.select().from(savedJobs).where(eq(savedJobs.candidateId, candidate.account.id)),
      ),
    ).toBe(0);
    expect(await count(db.select().from(applications).where(eq(applications.jobId, jobId)))).toBe(
      1,
    );
    expect(await count(db.select().from(jobs).where(eq(jobs.jobId, jobId)))).toBe(1);
  });
});

// An access token stays valid until it expires, after its account is deleted; the fuzz test found
// two writes that then broke a foreign key and answered 500.
// Deleting an account ends its sessions, so its unexpired tokens are refused before any write;
// a deletion racing a write in flight is deleted-meanwhile.test.ts's concern.
describe('writes with the still-unexpired token of a deleted account are a 401, never a 500', () => {
  const deleted = async (role: 'candidate' | 'recruiter') => {
    const account = await signedInAccount(ctx.app, role);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/${role}/delete/${account.username}`,
      headers: bearer(account.accessToken),
    });
    expect(gone.statusCode).toBe(200);
    return account;
  };

  it('a recruiter reserving a job ID', async () => {
    const recruiter = await deleted('recruiter');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/createID',
      headers: bearer(recruiter.accessToken),
      payload: { username: recruiter.username, jobID: 'GON001' },
    });
    expect(response.statusCode).toBe(401);
    expect(
      await count(
        ctx.app.db.select().from(jobIdReservations).where(eq(jobIdReservations.jobId, 'GON001')),
      ),
    ).toBe(0);
  });

  it('a candidate saving a job', async () => {
    const owner = await signedInAccount(ctx.app, 'recruiter');
    const jobId = await insertJob(owner.account.id);
    const candidate = await deleted('candidate');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${jobId}`,
      headers: bearer(candidate.accessToken),
    });
    expect(response.statusCode).toBe(401);
    expect(await count(ctx.app.db.select().from(savedJobs).where(eq(savedJobs.jobId, jobId)))).toBe(
      0,
    );
  });

  it('posting a job or applying', async () => {
    const recruiter = await deleted('recruiter');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: { jobID: 'GON002', designation: 'Engineer' },
    });
    expect(posted.statusCode).toBe(401);
    const owner = await signedInAccount(ctx.app, 'recruiter');
    const jobId = await insertJob(owner.account.id);
    const candidate = await deleted('candidate');
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(candidate.accessToken),
      payload: { job: { jobID: jobId } },
    });
    expect(applied.statusCode).toBe(401);
  });
});
