import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { notify } from '../../src/services/notifications/notify';
import { unsubscribeToken } from '../../src/services/notifications/unsubscribe-token';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const listOf = async (account: CreatedAccount) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(account.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: {
      id: string;
      type: string;
      title: string;
      body: string;
      link: string;
      readAt: string | null;
    }[];
    unread: number;
  };
};
const markRead = (account: CreatedAccount, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: bearer(account.accessToken),
    payload,
  });
const moveTo = (
  recruiter: CreatedAccount,
  jobID: string,
  candidate: CreatedAccount,
  status: string,
) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/applications/status',
    headers: bearer(recruiter.accessToken),
    payload: { jobID, candidateUsername: candidate.username, status },
  });
const preferencesOf = (account: CreatedAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/notifications/preferences',
    headers: bearer(account.accessToken),
  });
const patchPreferences = (account: CreatedAccount, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/notifications/preferences',
    headers: bearer(account.accessToken),
    payload: payload as object,
  });
const unsubscribeWith = (
  token: string,
  options: { payload?: string; headers?: Record<string, string> } = {},
) => ctx.app.inject({ method: 'POST', url: '/api/unsubscribe', query: { token }, ...options });
const tokenOf = (
  account: CreatedAccount,
  type: 'application' | 'status' | 'withdrawal' | 'job_alert',
) => unsubscribeToken({ accountId: account.id, type }, ctx.config.JWT_SECRET);

/** A recruiter's job with a candidate's application, each party with a fresh account. */
async function applied(designation = 'Platform Engineer') {
  const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const jobID = await postJob(ctx.app, recruiter, { designation });
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  return { recruiter, candidate, jobID };
}

describe('in-app notifications', () => {
  it("tells the recruiter of an application and a withdrawal, and the candidate of a status change, each in the right account's list", async () => {
    const { recruiter, candidate, jobID } = await applied();
    expect((await moveTo(recruiter, jobID, candidate, 'interview')).statusCode).toBe(200);
    // The same status again changes nothing, so tells nothing.
    expect((await moveTo(recruiter, jobID, candidate, 'interview')).statusCode).toBe(200);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${jobID}`,
      headers: bearer(candidate.accessToken),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // Withdrawing again changes nothing either.
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/applications/${jobID}`,
          headers: bearer(candidate.accessToken),
        })
      ).statusCode,
    ).toBe(200);

    const forRecruiter = await listOf(recruiter);
    expect(forRecruiter.unread).toBe(2);
    expect(forRecruiter.items).toEqual([
      expect.objectContaining({
        type: 'withdrawal',
        title: 'Application withdrawn',
        body: 'Grace Hopper withdrew from Platform Engineer',
        link: `/RecruiterDashboard/MyRecruitments/${jobID}`,
        readAt: null,
      }),
      expect.objectContaining({
        type: 'application',
        title: 'New application',
        body: 'Grace Hopper applied to Platform Engineer',
        link: `/RecruiterDashboard/MyRecruitments/${jobID}`,
      }),
    ]);
    const company = recruiter.profile.current_job!.company;
    expect(await listOf(candidate)).toEqual({
      unread: 1,
      items: [
        {
          id: expect.any(String),
          type: 'status',
          title: 'Application status changed',
          body: `${company} moved your application for Platform Engineer to Interview`,
          link: '/CandidateDashboard/MyJobApplications',
          createdAt: expect.any(String),
          readAt: null,
        },
      ],
    });
  });

  it('lists the newest 50, newest first, and counts every unread one', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await ctx.app.db.insert(notifications).values(
      Array.from({ length: 55 }, (_, index) => ({
        accountId: account.id,
        type: 'status' as const,
        title: `Number ${index}`,
        body: 'b',
        link: '/',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    const list = await listOf(account);
    expect(list.unread).toBe(55);
    expect(list.items).toHaveLength(50);
    expect(list.items[0].title).toBe('Number 54');
    expect(list.items[49].title).toBe('Number 5');
  });

  it("marks the caller's own notifications read, by id or all, and passes over other accounts' ids", async () => {
    const { recruiter, candidate, jobID } = await applied();
    await moveTo(recruiter, jobID, candidate, 'reviewing');
    await moveTo(recruiter, jobID, candidate, 'offer');
    const [newest, older] = (await listOf(candidate)).items;
    const [recruiters] = (await listOf(recruiter)).items;

    const marked = await markRead(candidate, { ids: [older.id, recruiters.id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ message: expect.any(String) });
    const after = await listOf(candidate);
    expect(after.unread).toBe(1);
    expect(after.items.map((item) => item.readAt !== null)).toEqual([false, true]);
    expect((await listOf(recruiter)).unread).toBe(1);

    expect((await markRead(candidate, {})).statusCode).toBe(200);
    expect((await listOf(candidate)).unread).toBe(0);
    expect((await listOf(candidate)).items.find((item) => item.id === newest.id)?.readAt).toEqual(
      expect.any(String),
    );
    expect((await listOf(recruiter)).unread).toBe(1);
  });

  it('refuses a bad body (400) and a missing token (401)', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    for (const payload of [{ ids: [] }, { ids: ['not-a-uuid'] }, { ids: 'all' }]) {
      const response = await markRead(account, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences' })).statusCode,
    ).toBe(401);
  });
});

describe('email preferences', () => {
  it('are all on by default; a PATCH changes only the kinds it names and answers all four', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await preferencesOf(account)).json()).toEqual({
      application: true,
      status: true,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
    const off = await patchPreferences(account, { status: false, job_alert: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      application: true,
      status: false,
      withdrawal: true,
      job_alert: false,
      message: true,
      interview: true,
      recommendation: true,
    });
    expect((await patchPreferences(account, { status: false })).json()).toEqual({
      application: true,
      status: false,
      withdrawal: true,
      job_alert: false,
      message: true,
      interview: true,
      recommendation: true,
    });
    expect((await patchPreferences(account, { job_alert: true })).json()).toEqual({
      application: true,
      status: false,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
    expect((await preferencesOf(account)).json()).toEqual({
      application: true,
      status: false,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
  });

  it('refuses an empty change, unknown kinds and non-booleans (400)', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    for (const payload of [{}, { newsletter: false }, { status: 'no' }, { status: null }, []]) {
      const response = await patchPreferences(account, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await preferencesOf(account)).json()).toEqual({
      application: true,
      status: true,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
  });
});

describe('POST /api/unsubscribe', () => {
  it('turns that kind of email off for the signed account, signed out, any number of times', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    for (let time = 0; time < 2; time += 1) {
      const response = await unsubscribeWith(tokenOf(account, 'status'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: expect.stringContaining('no longer get these emails'),
      });
    }
    expect((await preferencesOf(account)).json()).toEqual({
      application: true,
      status: false,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
  });

  it("takes a mail app's RFC 8058 one-click POST (form body, urlencoded or multipart)", async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const urlencoded = await unsubscribeWith(tokenOf(account, 'application'), {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode, urlencoded.body).toBe(200);
    const boundary = 'b0undary';
    const multipart = await unsubscribeWith(tokenOf(account, 'withdrawal'), {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await preferencesOf(account)).json()).toEqual({
      application: false,
      status: true,
      withdrawal: false,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
  });

  it('refuses a forged, altered, foreign or missing token with the same message (400)', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const good = tokenOf(account, 'status');
    const [payload, mac] = good.split('.');
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const swapped = `${Buffer.from(`${other.id}.status`).toString('base64url')}.${mac}`;
    const otherKind = `${Buffer.from(`${account.id}.job_alert`).toString('base64url')}.${mac}`;
    const foreignSecret = unsubscribeToken(
      { accountId: account.id, type: 'status' },
      'another-secret-that-is-at-least-32-characters',
    );
    for (const token of [
      swapped,
      otherKind,
      foreignSecret,
      `${payload}.`,
      `${payload}.${mac}x`,
      `${payload}.${mac}.x`,
      'garbage',
      payload,
    ]) {
      const response = await unsubscribeWith(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ message: 'This unsubscribe link is invalid' });
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('This unsubscribe link is invalid');
    expect((await preferencesOf(account)).json()).toEqual({
      application: true,
      status: true,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
    expect((await preferencesOf(other)).json().status).toBe(true);
  });

  it('answers 200 for an account deleted since the email was sent', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const token = tokenOf(account, 'status');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/candidate/delete/${account.username}`,
      headers: bearer(account.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await unsubscribeWith(token)).statusCode).toBe(200);
  });
});

describe('opting out', () => {
  it('stops that kind of email only; the in-app notification still comes', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await unsubscribeWith(tokenOf(recruiter, 'application'))).statusCode).toBe(200);
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Opted Out Role' });
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${jobID}`,
      headers: bearer(candidate.accessToken),
    });
    expect(withdrawn.statusCode).toBe(200);

    expect((await listOf(recruiter)).items.map((item) => item.type)).toEqual([
      'withdrawal',
      'application',
    ]);
    const mails = await mailsOf(ctx, recruiter.profile.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${candidate.profile.firstName} ${candidate.profile.lastName} withdrew from Opted Out Role`,
    ]);
  });
});

describe('the transaction', () => {
  it('queues nothing and notifies nothing when the change rolls back', async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const jobsBefore = await queuedMailJobs();
    const failed = ctx.app.db.transaction(async (tx) => {
      await notify({
        tx,
        queue: ctx.app.queue,
        accountId: account.id,
        type: 'status',
        title: 'Rolled back',
        body: 'b',
        link: '/',
        email: {
          template: 'status-change',
          data: { jobId: 'RBK001', designation: 'Rolled back', company: 'Acme', status: 'offer' },
        },
      });
      throw new Error('the change fails after notifying');
    });
    await expect(failed).rejects.toThrow('the change fails after notifying');
    expect(await queuedMailJobs()).toBe(jobsBefore);
    expect(await ctx.app.db.$count(notifications, eq(notifications.accountId, account.id))).toBe(0);
    expect(await mailsOf(ctx, account.profile.email)).toEqual([]);
  });
});

/** Every mail job pg-boss ever held (any state, archived or not). */
async function queuedMailJobs() {
  const result = await ctx.app.db.execute<{ n: number | string }>(
    sql`select (select count(*) from pgboss.job where name = 'mail') + (select count(*) from pgboss.archive where name = 'mail') as n`,
  );
  const [row] = result.rows;
  return Number(row.n);
}
