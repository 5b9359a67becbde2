import { JOB_INVITATION_NOTE_MAX } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, jobInvitations, jobs } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { setSuspended } from '../factories-admin';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
    firstName: 'Rita',
    lastName: 'Hiring',
  });
});
afterAll(() => ctx.close());

const newCandidate = () => createAccount(ctx.app.db, ctx.config, 'candidate');
const invite = (who: { accessToken: string }, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/invitations',
    headers: bearer(who.accessToken),
    payload,
  });
const storedInvitations = (jobID: string) =>
  ctx.app.db.select().from(jobInvitations).where(eq(jobInvitations.jobId, jobID));
const notificationsOf = async (candidate: CreatedAccount) => {
  const reply = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(candidate.accessToken),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().items as { type: string; title: string; body: string; link: string }[];
};
const expectRefused = (
  reply: Awaited<ReturnType<typeof invite>>,
  status: number,
  message: string,
) => {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json().message).toBe(message);
};

describe('POST /api/candidate/invitations', () => {
  it('stores the invitation, and the candidate gets it in-app and by email with the note', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Frontend Engineer' });
    const reply = await invite(recruiter, {
      username: candidate.username.toUpperCase(),
      jobID,
      note: '  Your React work caught my eye.  ',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { invitation } = reply.json();
    expect(invitation).toEqual({
      id: expect.any(String),
      jobID,
      username: candidate.username,
      note: 'Your React work caught my eye.',
      createdAt: expect.any(String),
    });
    expect(await storedInvitations(jobID)).toEqual([
      {
        id: invitation.id,
        jobId: jobID,
        candidateId: candidate.id,
        invitedBy: recruiter.id,
        note: 'Your React work caught my eye.',
        createdAt: new Date(invitation.createdAt),
      },
    ]);

    expect(await notificationsOf(candidate)).toEqual([
      expect.objectContaining({
        type: 'message',
        title: 'Rita Hiring invites you to apply: Frontend Engineer',
        body: 'Your React work caught my eye.',
        link: `/Job/${jobID}`,
      }),
    ]);
    const [job] = await ctx.app.db
      .select({ company: jobs.companyName })
      .from(jobs)
      .where(eq(jobs.jobId, jobID));
    const mails = await mailsOf(ctx, candidate.profile.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Rita Hiring invites you to apply: Frontend Engineer',
    ]);
    expect(mails[0].text).toContain(
      `Rita Hiring of ${job.company} found your profile on JobHunter and invites you to apply to Frontend Engineer (${jobID}).`,
    );
    expect(mails[0].text).toContain('Your React work caught my eye.');
    expect(mails[0].text).toContain(`/Job/${jobID}`);
  });

  it('without a note, the notification says who found them, and the invitation holds null', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Data Analyst' });
    const reply = await invite(recruiter, { username: candidate.username, jobID });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().invitation.note).toBeNull();
    const [job] = await ctx.app.db
      .select({ company: jobs.companyName })
      .from(jobs)
      .where(eq(jobs.jobId, jobID));
    const [notice] = await notificationsOf(candidate);
    expect(notice.body).toBe(
      `Rita Hiring of ${job.company} found your profile and thinks you would fit.`,
    );
    expect((await storedInvitations(jobID))[0].note).toBeNull();
  });

  it('sends no email when the candidate turned message emails off, but still tells them in-app', async () => {
    const candidate = await newCandidate();
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: bearer(candidate.accessToken),
      payload: { message: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const jobID = await postJob(ctx.app, recruiter);
    expect((await invite(recruiter, { username: candidate.username, jobID })).statusCode).toBe(201);
    expect(await notificationsOf(candidate)).toHaveLength(1);
    expect(await mailsOf(ctx, candidate.profile.email)).toEqual([]);
  });

  it('answers 409 to a second invitation of the same candidate to the same job', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter);
    expect((await invite(recruiter, { username: candidate.username, jobID })).statusCode).toBe(201);
    expectRefused(
      await invite(recruiter, { username: candidate.username, jobID, note: 'Again' }),
      409,
      'You already invited them to this job',
    );
    expect(await storedInvitations(jobID)).toHaveLength(1);
    expect(await notificationsOf(candidate)).toHaveLength(1);
  });

  it('lets exactly one of two invitations sent at once in', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter);
    const replies = await Promise.all(
      [1, 2].map(() => invite(recruiter, { username: candidate.username, jobID })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe(
      'You already invited them to this job',
    );
    expect(await storedInvitations(jobID)).toHaveLength(1);
  });

  it('answers 409 when the candidate already applied, or the job is closed or past its last day', async () => {
    const candidate = await newCandidate();
    const appliedTo = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, appliedTo)).statusCode).toBe(200);
    expectRefused(
      await invite(recruiter, { username: candidate.username, jobID: appliedTo }),
      409,
      'They have already applied to this job',
    );

    const closed = await postJob(ctx.app, recruiter);
    const close = await ctx.app.inject({
      method: 'POST',
      url: `/api/job/${closed}/close`,
      headers: bearer(recruiter.accessToken),
    });
    expect(close.statusCode, close.body).toBe(200);
    const expired = await postJob(ctx.app, recruiter);
    await ctx.app.db
      .update(jobs)
      .set({ validThrough: '2020-01-01' })
      .where(eq(jobs.jobId, expired));
    for (const jobID of [closed, expired])
      expectRefused(
        await invite(recruiter, { username: candidate.username, jobID }),
        409,
        'This job is not open',
      );
    for (const jobID of [appliedTo, closed, expired])
      expect(await storedInvitations(jobID)).toEqual([]);
    expect(await notificationsOf(candidate)).toEqual([]);
  });

  it('answers 404 for a candidate who is not discoverable, suspended, unknown or a recruiter', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    const hidden = await newCandidate();
    await ctx.app.db
      .update(accounts)
      .set({ discoverable: false })
      .where(eq(accounts.id, hidden.id));
    const suspended = await newCandidate();
    await setSuspended(ctx.app, suspended.id, true);
    const otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    for (const username of [
      hidden.username,
      suspended.username,
      'nobody-by-this-name',
      otherRecruiter.username,
    ])
      expectRefused(await invite(recruiter, { username, jobID }), 404, 'Candidate not found');
    expect(await storedInvitations(jobID)).toEqual([]);
  });

  it('answers 404 for an unknown job and a hidden one', async () => {
    const candidate = await newCandidate();
    const hiddenJob = await postJob(ctx.app, recruiter);
    await ctx.app.db
      .update(jobs)
      .set({ status: 'hidden', statusBeforeHidden: 'open', hiddenReason: 'Spam' })
      .where(eq(jobs.jobId, hiddenJob));
    for (const jobID of ['NOP404', hiddenJob])
      expectRefused(
        await invite(recruiter, { username: candidate.username, jobID }),
        404,
        'Job not found',
      );
    expect(await storedInvitations(hiddenJob)).toEqual([]);
  });

  it('answers 400 to a bad body and a note over the limit', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter);
    for (const payload of [
      {},
      { jobID },
      { username: candidate.username },
      { username: candidate.username, jobID: 'not-a-job-id' },
      { username: '   ', jobID },
      { username: candidate.username, jobID, note: 42 },
    ])
      expect((await invite(recruiter, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const long = await invite(recruiter, {
      username: candidate.username,
      jobID,
      note: 'x'.repeat(JOB_INVITATION_NOTE_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(
      `note can be at most ${JOB_INVITATION_NOTE_MAX} characters`,
    );
    expect(await storedInvitations(jobID)).toEqual([]);
  });
});
