import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, interviews } from '../../src/db/schema';
import { createAccount } from '../factories';
import { expectNoSecrets, signedInAccount } from '../factories-accounts';
import { apply, postJob, uniqueJobId } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf, resetLinkIn } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const exportOf = (role: string, accessToken?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${role}/export`,
    headers: accessToken ? bearer(accessToken) : {},
  });

/** The whole reply as text: no secret of the account may appear anywhere in it. */
function expectNoneOf(body: string, secrets: string[]) {
  for (const secret of secrets) expect(body).not.toContain(secret);
}

describe('GET /api/candidate/export', () => {
  it('holds the profile, applications with their status history, saved jobs and searches, invitations to apply, logins and reset requests, and no secret', async () => {
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Exported Role' });
    // Invited first: the candidate then applies to the job they were invited to.
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/invitations',
      headers: bearer(recruiter.accessToken),
      payload: { username: candidate.username, jobID, note: 'You would fit this role' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(
      (await apply(ctx.app, { ...candidate, id: candidate.account.id }, jobID)).statusCode,
    ).toBe(200);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'reviewing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The recruiter's private note on this very application: never in the candidate's export.
    const noted = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/notes',
      headers: bearer(recruiter.accessToken),
      payload: {
        jobID,
        candidateUsername: candidate.username,
        text: 'Private: salary expectations too high',
      },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/saved-jobs/${jobID}`,
          headers: bearer(candidate.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    const savedSearch = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(candidate.accessToken),
      payload: {
        name: 'Remote roles',
        query: 'q=exported&work_environment=Remote',
        frequency: 'daily',
      },
    });
    expect(savedSearch.statusCode, savedSearch.body).toBe(201);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/password-reset',
      payload: { email: candidate.profile.email },
    });
    // The candidate also got an email for the status change.
    const mail = (await mailsOf(ctx, candidate.profile.email)).find(
      (sent) => sent.subject === 'Reset your JobHunter password',
    )!;

    const response = await exportOf('candidate', candidate.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="jobhunter-candidate-${candidate.username}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'applications',
      'emailPreferences',
      'exportedAt',
      'jobInvitations',
      'notifications',
      'profile',
      'resetLinkRequests',
      'resume',
      'role',
      'savedJobs',
      'savedSearches',
      'sessions',
    ]);
    expect(body.role).toBe('candidate');
    expect(body.profile).toMatchObject({
      username: candidate.username,
      email: candidate.profile.email,
      number: candidate.profile.number,
      discoverable: true,
    });
    expect(body.applications).toEqual([
      {
        jobID,
        designation: 'Exported Role',
        company_name: recruiter.profile.current_job!.company,
        recruiterUsername: recruiter.username,
        status: 'reviewing',
        appliedAt: expect.any(String),
        updatedAt: expect.any(String),
        coverLetter: null,
        answers: [],
        screening: 'passed',
        resume: null,
        statusHistory: [
          { fromStatus: null, toStatus: 'applied', changedAt: expect.any(String) },
          { fromStatus: 'applied', toStatus: 'reviewing', changedAt: expect.any(String) },
        ],
        messages: [],
        interviews: [],
      },
    ]);
    expect(body.savedJobs).toEqual([
      {
        jobID,
        designation: 'Exported Role',
        company_name: recruiter.profile.current_job!.company,
        savedAt: expect.any(String),
      },
    ]);
    expect(body.savedSearches).toEqual([
      {
        name: 'Remote roles',
        query: 'q=exported&work_environment=Remote',
        frequency: 'daily',
        createdAt: expect.any(String),
      },
    ]);
    expect(body.jobInvitations).toEqual([
      {
        jobID,
        designation: 'Exported Role',
        company_name: recruiter.profile.current_job!.company,
        recruiterUsername: recruiter.username,
        note: 'You would fit this role',
        createdAt: expect.any(String),
      },
    ]);
    expect(body.sessions).toEqual([
      { createdAt: expect.any(String), lastUsedAt: expect.any(String), endedAt: null },
    ]);
    expect(body.resetLinkRequests).toEqual([
      { requestedAt: expect.any(String), expiresAt: expect.any(String), usedAt: null },
    ]);
    expect(body.notifications).toEqual([
      {
        id: expect.any(String),
        type: 'message',
        title: `Testperson Example invites you to apply: Exported Role`,
        body: 'You would fit this role',
        link: `/Job/${jobID}`,
        createdAt: expect.any(String),
        readAt: null,
      },
      {
        id: expect.any(String),
        type: 'status',
        title: 'Application status changed',
        body: `${recruiter.profile.current_job!.company} moved your application for Exported Role to Under review`,
        link: '/CandidateDashboard/MyJobApplications',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(body.emailPreferences).toEqual({
      application: true,
      status: true,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });

    expectNoSecrets(body);
    expectNoneOf(response.body, [
      candidate.accessToken,
      candidate.refreshToken,
      resetLinkIn(mail).token,
      candidate.password,
      '$argon2',
    ]);
    expectNoneOf(response.body, ['Private: salary expectations too high', noted.json().id]);
  });
});

describe('GET /api/recruiter/export', () => {
  it('holds the profile, posted jobs, job-ID reservations, the status changes made, the notes written and the invitations sent, and no secret', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const actor = { ...recruiter, id: recruiter.account.id };
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const jobID = await postJob(ctx.app, actor);
    const reserved = uniqueJobId();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/job/createID',
      headers: bearer(recruiter.accessToken),
      payload: { username: recruiter.username, jobID: reserved },
    });
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'interview' },
    });
    const found = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/invitations',
      headers: bearer(recruiter.accessToken),
      payload: { username: found.username, jobID },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    for (const text of ['First call went well', 'Send the take-home task']) {
      const noted = await ctx.app.inject({
        method: 'POST',
        url: '/api/applications/notes',
        headers: bearer(recruiter.accessToken),
        payload: { jobID, candidateUsername: candidate.username, text },
      });
      expect(noted.statusCode, noted.body).toBe(201);
    }

    const response = await exportOf('recruiter', recruiter.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'emailPreferences',
      'exportedAt',
      'interviews',
      'jobIdReservations',
      'jobInvitationsSent',
      'jobs',
      'membership',
      'messages',
      'notes',
      'notifications',
      'profile',
      'resetLinkRequests',
      'role',
      'sessions',
      'statusChanges',
    ]);
    expect(body.profile).toMatchObject({
      username: recruiter.username,
      email: recruiter.profile.email,
    });
    expect(body.profile).not.toHaveProperty('discoverable');
    expect(body.membership).toBeNull();
    expect(body.jobs.map((job: { jobID: string }) => job.jobID)).toEqual([jobID]);
    expect(body.jobs[0].email).toBe(recruiter.profile.email);
    // The posted job keeps its reservation while it exists.
    expect(
      body.jobIdReservations.map((reservation: { jobID: string }) => reservation.jobID).sort(),
    ).toEqual([jobID, reserved].sort());
    expect(body.statusChanges).toEqual([
      {
        jobID,
        candidateUsername: candidate.username,
        fromStatus: 'applied',
        toStatus: 'interview',
        changedAt: expect.any(String),
      },
    ]);
    expect(body.notes).toEqual([
      {
        jobID,
        candidateUsername: candidate.username,
        text: 'First call went well',
        createdAt: expect.any(String),
      },
      {
        jobID,
        candidateUsername: candidate.username,
        text: 'Send the take-home task',
        createdAt: expect.any(String),
      },
    ]);
    expect(body.jobInvitationsSent).toEqual([
      { jobID, candidateUsername: found.username, note: null, createdAt: expect.any(String) },
    ]);
    expect(body.jobs[0]).toMatchObject({ status: 'open', validThrough: null, closedAt: null });
    expect(body.notifications).toEqual([
      expect.objectContaining({
        type: 'application',
        link: `/RecruiterDashboard/MyRecruitments/${jobID}`,
        readAt: null,
      }),
    ]);
    expect(body.emailPreferences).toEqual({
      application: true,
      status: true,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
    expectNoSecrets(body);
    expectNoneOf(response.body, [
      recruiter.accessToken,
      recruiter.refreshToken,
      recruiter.password,
      '$argon2',
    ]);
  });

  it('lists ended logins with when they ended', async () => {
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/recruiter/login',
      payload: { username: recruiter.username, password: recruiter.password },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/recruiter/logout',
      headers: bearer(other.json().accessToken),
      payload: { username: recruiter.username },
    });
    const body = (await exportOf('recruiter', recruiter.accessToken)).json();
    expect(
      body.sessions.map((session: { endedAt: string | null }) => session.endedAt === null).sort(),
    ).toEqual([false, true]);
  });
});

describe('conversations and interviews in the exports', () => {
  it("gives the candidate each application's whole conversation and interviews, and the recruiter the messages they wrote and the interviews they proposed", async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const write = async (actor: typeof candidate, payload: Record<string, string>) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/applications/messages',
        headers: bearer(actor.accessToken),
        payload: { jobID, ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await write(candidate, { text: 'Is the role remote?' });
    await write(recruiter, { candidateUsername: candidate.username, text: 'Fully remote.' });
    const [application] = await ctx.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, jobID));
    const slot = { start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T10:00:00.000Z' };
    await ctx.app.db.insert(interviews).values({
      applicationId: application.id,
      slots: [slot],
      location: 'Video call',
      createdBy: recruiter.id,
    });

    const candidateExport = (await exportOf('candidate', candidate.accessToken)).json();
    const interview = {
      status: 'proposed',
      slots: [slot],
      startAt: null,
      endAt: null,
      location: 'Video call',
      meetingUrl: '',
      note: '',
      cancelReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(candidateExport.applications[0].messages).toEqual([
      {
        from: { role: 'candidate', username: candidate.username },
        text: 'Is the role remote?',
        createdAt: expect.any(String),
        readAt: null,
      },
      {
        from: { role: 'recruiter', username: recruiter.username },
        text: 'Fully remote.',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(candidateExport.applications[0].interviews).toEqual([interview]);

    const recruiterExport = (await exportOf('recruiter', recruiter.accessToken)).json();
    expect(recruiterExport.messages).toEqual([
      {
        jobID,
        candidateUsername: candidate.username,
        text: 'Fully remote.',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(recruiterExport.interviews).toEqual([
      { jobID, candidateUsername: candidate.username, ...interview },
    ]);
  });
});

describe('export access', () => {
  it('answers 401 without a token or with an ended one, 403 for the other role', async () => {
    const candidate = await signedInAccount(ctx.app, 'candidate');
    expect((await exportOf('candidate')).statusCode).toBe(401);
    expect((await exportOf('recruiter', candidate.accessToken)).statusCode).toBe(403);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/logout-all',
      headers: bearer(candidate.accessToken),
    });
    expect((await exportOf('candidate', candidate.accessToken)).statusCode).toBe(401);
  });
});
