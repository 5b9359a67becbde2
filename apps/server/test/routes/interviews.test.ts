import { and, eq } from 'drizzle-orm';
import { interviewMessages, type Interview } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications, interviews } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { addMember, createCompany } from '../factories-companies';
import {
  appliedPair,
  calendarsOf,
  futureSlots,
  interviewAction,
  postInterview,
  proposed,
} from '../factories-interviews';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const listOf = async (account: CreatedAccount, query: Record<string, string> = {}) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/interviews',
    query,
    headers: bearer(account.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Interview[];
};
const notificationsOf = async (account: CreatedAccount) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(account.accessToken),
  });
  return (
    response.json() as { items: { type: string; title: string; body: string; link: string }[] }
  ).items;
};
const storedInterviews = () => ctx.app.db.select({ id: interviews.id }).from(interviews);
const applicationOf = async (jobID: string, candidate: CreatedAccount) => {
  const [row] = await ctx.app.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, jobID), eq(applications.candidateId, candidate.id)));
  return row;
};
const withdraw = (candidate: CreatedAccount, jobID: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/applications/${jobID}`,
    headers: bearer(candidate.accessToken),
  });

describe('POST /api/interviews', () => {
  it('offers times to the applicant, who is told in-app and by email with each time and a link', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx, 'Data Engineer');
    const slots = [
      { start: '2031-12-02T14:00:00+00:00', end: '2031-12-02T15:00:00+00:00' },
      // Any offset is taken and answered in UTC.
      { start: '2031-12-03T10:30:00+02:00', end: '2031-12-03T11:15:00+02:00' },
    ];
    const response = await postInterview(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      slots,
      location: ' Main office, room 4 ',
      meetingUrl: 'https://meet.example.com/abc',
      note: 'Bring your portfolio',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      jobID,
      candidateUsername: candidate.username,
      status: 'proposed',
      slots: [
        { start: '2031-12-02T14:00:00.000Z', end: '2031-12-02T15:00:00.000Z' },
        { start: '2031-12-03T08:30:00.000Z', end: '2031-12-03T09:15:00.000Z' },
      ],
      start: null,
      end: null,
      location: 'Main office, room 4',
      meetingUrl: 'https://meet.example.com/abc',
      note: 'Bring your portfolio',
      cancelReason: null,
      designation: 'Data Engineer',
      candidate: { firstName: candidate.profile.firstName, lastName: candidate.profile.lastName },
    });

    const [notice] = await notificationsOf(candidate);
    expect(notice).toMatchObject({
      type: 'interview',
      title: 'Interview proposed',
      link: `/CandidateDashboard/MyJobApplications/${jobID}`,
    });
    const [mail] = await mailsOf(ctx, candidate.profile.email);
    expect(mail.subject).toContain('Interview invitation: Data Engineer');
    expect(mail.text).toContain('- Tue 2 Dec 2031, 14:00–15:00 UTC');
    expect(mail.text).toContain('- Wed 3 Dec 2031, 08:30–09:15 UTC');
    expect(mail.text).toContain('Place: Main office, room 4');
    expect(mail.text).toContain(`/CandidateDashboard/MyJobApplications/${jobID}`);
    expect(mail.html).toContain('Tue 2 Dec 2031, 14:00–15:00 UTC');
    // Nothing for a calendar yet: no time is picked.
    expect(mail.text).not.toContain('BEGIN:VCALENDAR');
  });

  it.each([
    [
      'a slot in the past',
      [{ start: '2020-01-01T10:00:00Z', end: '2020-01-01T11:00:00Z' }],
      {},
      'A slot must start in the future',
    ],
    [
      'a slot over 4 hours',
      [{ start: '2031-01-01T08:00:00Z', end: '2031-01-01T12:01:00Z' }],
      {},
      'A slot must be at most 4 hours long',
    ],
    [
      'an end before the start',
      [{ start: '2031-01-01T10:00:00Z', end: '2031-01-01T10:00:00Z' }],
      {},
      'A slot must end after it starts',
    ],
    [
      'a time without offset',
      [{ start: '2031-01-01T10:00:00', end: '2031-01-01T11:00:00Z' }],
      {},
      'start must be a date and time with a UTC offset',
    ],
    [
      'overlapping slots',
      [
        { start: '2031-01-01T10:00:00Z', end: '2031-01-01T11:00:00Z' },
        { start: '2031-01-01T10:30:00Z', end: '2031-01-01T11:30:00Z' },
      ],
      {},
      'Slots must not overlap',
    ],
    ['no slot', [], {}, 'Offer at least one slot'],
    ['six slots', futureSlots(6), {}, 'Offer at most 5 slots'],
    [
      'an http meeting link',
      futureSlots(1),
      { meetingUrl: 'http://meet.example.com/x' },
      'The meeting link must be an https:// address',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, slots, extra, message) => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const before = (await storedInterviews()).length;
    const response = await postInterview(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      slots,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await storedInterviews()).length).toBe(before);
  });

  it('is for the recruiters who may act on the job: 403 for a viewer, a stranger, a candidate', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const viewer = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const stranger = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const owner = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
    await addMember(ctx.app.db, { company, account: recruiter, role: 'recruiter' });
    const companyJob = await postJob(ctx.app, recruiter);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(candidate.accessToken),
      payload: { job: { jobID: companyJob } },
    });
    expect(applied.statusCode).toBe(200);
    const payload = {
      jobID: companyJob,
      candidateUsername: candidate.username,
      slots: futureSlots(1),
    };
    for (const account of [viewer, stranger, candidate]) {
      const response = await postInterview(ctx.app, account, payload);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await listOf(candidate)).toEqual([]);
    // The company's owner acts on a colleague's job.
    expect((await postInterview(ctx.app, owner, payload)).statusCode).toBe(201);
    expect((await postInterview(ctx.app, recruiter, { ...payload, jobID })).statusCode).toBe(201);
  });

  it('is 404 for no such job or an applicant who did not apply, 409 for a withdrawn or rejected application', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const slots = futureSlots(1);
    const noJob = await postInterview(ctx.app, recruiter, {
      jobID: 'ZZZ999',
      candidateUsername: candidate.username,
      slots,
    });
    expect(noJob.statusCode).toBe(404);
    const notApplied = await postInterview(ctx.app, recruiter, {
      jobID,
      candidateUsername: other.username,
      slots,
    });
    expect(notApplied.statusCode).toBe(404);

    const rejected = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    const toRejected = await postInterview(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      slots,
    });
    expect(toRejected.statusCode).toBe(409);
    expect(toRejected.json().message).toBe(interviewMessages.applicationClosed);

    const second = await appliedPair(ctx);
    expect((await withdraw(second.candidate, second.jobID)).statusCode).toBe(200);
    const toWithdrawn = await postInterview(ctx.app, second.recruiter, {
      jobID: second.jobID,
      candidateUsername: second.candidate.username,
      slots,
    });
    expect(toWithdrawn.statusCode).toBe(409);
    expect(await listOf(candidate)).toEqual([]);
    expect(await listOf(second.candidate)).toEqual([]);
  });
});

describe('POST /api/interviews/{id}/accept', () => {
  it('schedules the picked time, moves the application to interview and tells both sides', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx, 'Site Reliability Engineer');
    const slots = futureSlots(3);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      slots,
    });
    const response = await interviewAction(ctx.app, candidate, interview.id, 'accept', {
      start: slots[1].start,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'scheduled',
      start: slots[1].start,
      end: slots[1].end,
      slots,
    });
    const application = await applicationOf(jobID, candidate);
    expect(application.status).toBe('interview');
    const history = await ctx.app.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, application.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'applied',
      toStatus: 'interview',
      changedBy: candidate.id,
    });
    expect((await notificationsOf(recruiter))[0]).toMatchObject({
      type: 'interview',
      title: 'Interview scheduled',
      link: `/RecruiterDashboard/MyRecruitments/${jobID}?applicant=${candidate.username}`,
    });
    expect((await notificationsOf(candidate))[0]).toMatchObject({ title: 'Interview scheduled' });
    const [toRecruiter] = await mailsOf(ctx, recruiter.profile.email).then((mails) =>
      mails.filter((mail) => mail.subject.startsWith('Interview scheduled')),
    );
    expect(toRecruiter.text).toContain(`${candidate.profile.firstName}`);
    const toCandidate = (await mailsOf(ctx, candidate.profile.email)).filter((mail) =>
      mail.subject.startsWith('Interview scheduled'),
    );
    expect(toCandidate).toHaveLength(1);
  });

  it('keeps an application further along where it is', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'offer' },
    });
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const response = await interviewAction(ctx.app, candidate, interview.id, 'accept', {
      start: interview.slots[0].start,
    });
    expect(response.statusCode).toBe(200);
    expect((await applicationOf(jobID, candidate)).status).toBe('offer');
  });

  it('is 400 for a time not offered, 409 once answered, 404 for another candidate, 403 for a recruiter', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const [slot] = interview.slots;
    const notOffered = await interviewAction(ctx.app, candidate, interview.id, 'accept', {
      start: futureSlots(1, 500)[0].start,
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(interviewMessages.notOffered);
    const othersInterview = await interviewAction(ctx.app, other, interview.id, 'accept', {
      start: slot.start,
    });
    expect(othersInterview.statusCode).toBe(404);
    expect(othersInterview.json().message).toBe(interviewMessages.noSuchInterview);
    const byRecruiter = await interviewAction(ctx.app, recruiter, interview.id, 'accept', {
      start: slot.start,
    });
    expect(byRecruiter.statusCode).toBe(403);
    expect((await listOf(candidate))[0].status).toBe('proposed');

    // The same instant with another offset is the same time.
    const local = new Date(Date.parse(slot.start) + 2 * 3_600_000)
      .toISOString()
      .replace('Z', '+02:00');
    expect(
      (await interviewAction(ctx.app, candidate, interview.id, 'accept', { start: local }))
        .statusCode,
    ).toBe(200);
    const again = await interviewAction(ctx.app, candidate, interview.id, 'accept', {
      start: slot.start,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interviewMessages.notProposed);
  });

  it('is 409 once the application was rejected, or withdrawn (which cancelled it)', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const rejected = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const accept = () =>
      interviewAction(ctx.app, candidate, interview.id, 'accept', {
        start: interview.slots[0].start,
      });
    const refused = await accept();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(interviewMessages.applicationClosed);

    expect((await withdraw(candidate, jobID)).statusCode).toBe(200);
    const afterWithdrawal = await accept();
    expect(afterWithdrawal.statusCode).toBe(409);
    expect(afterWithdrawal.json().message).toBe(interviewMessages.notProposed);
  });

  it('a withdrawal cancels the interviews still to come: calendars drop the scheduled one', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx, 'Withdrawn Engineer');
    const first = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const accepted = await interviewAction(ctx.app, candidate, first.id, 'accept', {
      start: first.slots[0].start,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const second = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      slots: futureSlots(1, 24 * 10),
    });
    const [invite] = await calendarsOf(
      ctx,
      (await mailsOf(ctx, candidate.profile.email)).find((mail) =>
        mail.subject.startsWith('Interview scheduled'),
      )!,
    );

    expect((await withdraw(candidate, jobID)).statusCode).toBe(200);
    const stored = await ctx.app.db
      .select({ id: interviews.id, status: interviews.status, reason: interviews.cancelReason })
      .from(interviews)
      .where(eq(interviews.applicationId, (await applicationOf(jobID, candidate)).id));
    expect(stored.map(({ status, reason }) => ({ status, reason }))).toEqual([
      { status: 'cancelled', reason: 'The candidate withdrew their application' },
      { status: 'cancelled', reason: 'The candidate withdrew their application' },
    ]);
    for (const account of [candidate, recruiter]) {
      const cancels = await Promise.all(
        (await mailsOf(ctx, account.profile.email))
          .filter((mail) => mail.subject.startsWith('Interview cancelled'))
          .map((mail) => calendarsOf(ctx, mail)),
      );
      const calendars = cancels.flat();
      expect(calendars.length).toBeGreaterThan(0);
      for (const calendar of calendars) {
        expect(calendar).toMatchObject({ method: 'CANCEL', uid: invite.uid, status: 'CANCELLED' });
        expect(calendar.sequence).toBeGreaterThan(invite.sequence);
      }
    }
    expect(second.status).toBe('proposed');
  });

  it('lets only one of two answers at the same moment win', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const [first, second] = interview.slots;
    const answers = await Promise.all([
      interviewAction(ctx.app, candidate, interview.id, 'accept', { start: first.start }),
      interviewAction(ctx.app, candidate, interview.id, 'accept', { start: second.start }),
      interviewAction(ctx.app, candidate, interview.id, 'decline'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [stored] = await ctx.app.db
      .select()
      .from(interviews)
      .where(eq(interviews.id, interview.id));
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as Interview;
    expect(stored.status).toBe(winner.status);
    expect(stored.sequence).toBe(1);
  });

  it('answers 400 for an id that is not a UUID and 404 for one that names nothing', async () => {
    const { candidate } = await appliedPair(ctx);
    const malformed = await interviewAction(ctx.app, candidate, 'not-an-id', 'accept', {
      start: futureSlots(1)[0].start,
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await interviewAction(
      ctx.app,
      candidate,
      '00000000-0000-4000-8000-000000000000',
      'decline',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/interviews/{id}/decline', () => {
  it("declines a proposal and tells the job's recruiters; 409 when it is not waiting for an answer", async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const response = await interviewAction(ctx.app, candidate, interview.id, 'decline');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', start: null });
    expect((await notificationsOf(recruiter))[0]).toMatchObject({
      title: 'Interview declined',
      body: expect.stringContaining(candidate.profile.firstName),
    });
    const mails = await mailsOf(ctx, recruiter.profile.email);
    expect(mails.some((mail) => mail.subject.startsWith('Interview declined'))).toBe(true);
    expect((await interviewAction(ctx.app, candidate, interview.id, 'decline')).statusCode).toBe(
      409,
    );
  });
});

describe('POST /api/interviews/{id}/reschedule', () => {
  it('offers new times for a declined or scheduled interview; 409 once cancelled', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    await interviewAction(ctx.app, candidate, interview.id, 'decline');
    const newSlots = futureSlots(2, 100);
    const fromDeclined = await interviewAction(ctx.app, recruiter, interview.id, 'reschedule', {
      slots: newSlots,
    });
    expect(fromDeclined.statusCode, fromDeclined.body).toBe(200);
    expect(fromDeclined.json()).toMatchObject({ status: 'proposed', slots: newSlots });
    expect((await notificationsOf(candidate))[0]).toMatchObject({ title: 'Interview moved' });

    await interviewAction(ctx.app, candidate, interview.id, 'accept', { start: newSlots[0].start });
    const later = futureSlots(1, 300);
    const fromScheduled = await interviewAction(ctx.app, recruiter, interview.id, 'reschedule', {
      slots: later,
    });
    expect(fromScheduled.json()).toMatchObject({
      status: 'proposed',
      start: null,
      end: null,
      slots: later,
    });

    const pastSlot = await interviewAction(ctx.app, recruiter, interview.id, 'reschedule', {
      slots: [{ start: '2020-01-01T10:00:00Z', end: '2020-01-01T11:00:00Z' }],
    });
    expect(pastSlot.statusCode).toBe(400);
    expect((await listOf(candidate))[0].slots).toEqual(later);

    expect((await interviewAction(ctx.app, recruiter, interview.id, 'cancel')).statusCode).toBe(
      200,
    );
    const cancelled = await interviewAction(ctx.app, recruiter, interview.id, 'reschedule', {
      slots: futureSlots(1),
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(interviewMessages.alreadyCancelled);
  });

  it('is refused to a company viewer (403) and to the candidate (403)', async () => {
    const { recruiter, candidate } = await appliedPair(ctx);
    const owner = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const viewer = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: recruiter, role: 'recruiter' });
    await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
    const jobID = await postJob(ctx.app, recruiter);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(candidate.accessToken),
      payload: { job: { jobID } },
    });
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    for (const account of [viewer, candidate]) {
      const response = await interviewAction(ctx.app, account, interview.id, 'reschedule', {
        slots: futureSlots(1),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await interviewAction(ctx.app, viewer, interview.id, 'cancel')).statusCode).toBe(403);
    expect((await listOf(candidate))[0].status).toBe('proposed');
    // The viewer reads the job's interviews.
    expect((await listOf(viewer)).map((item) => item.id)).toContain(interview.id);
  });
});

describe('POST /api/interviews/{id}/cancel', () => {
  it('a proposed one: the other side is told, with the reason; 409 once cancelled', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const response = await interviewAction(ctx.app, candidate, interview.id, 'cancel', {
      reason: 'I accepted another offer',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'I accepted another offer',
    });
    const [mail] = (await mailsOf(ctx, recruiter.profile.email)).filter((item) =>
      item.subject.startsWith('Interview cancelled'),
    );
    expect(mail.text).toContain('Reason: I accepted another offer');
    // The candidate cancelled: they get no email about it.
    expect(
      (await mailsOf(ctx, candidate.profile.email)).some((item) =>
        item.subject.startsWith('Interview cancelled'),
      ),
    ).toBe(false);
    const again = await interviewAction(ctx.app, recruiter, interview.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interviewMessages.alreadyCancelled);
  });

  it('a proposed one cancelled by a recruiter: the candidate is told, with no calendar object', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    const response = await interviewAction(ctx.app, recruiter, interview.id, 'cancel');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', cancelReason: null });
    const cancelled = (await mailsOf(ctx, candidate.profile.email)).filter((item) =>
      item.subject.startsWith('Interview cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    expect(await calendarsOf(ctx, cancelled[0])).toEqual([]);
    expect((await notificationsOf(candidate))[0]).toMatchObject({ title: 'Interview cancelled' });
    expect(
      (await mailsOf(ctx, recruiter.profile.email)).some((item) =>
        item.subject.startsWith('Interview cancelled'),
      ),
    ).toBe(false);
  });

  it('is 409 for a declined one, 404 for another candidate, 403 for a stranger recruiter', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const otherCandidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const stranger = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    expect(
      (await interviewAction(ctx.app, otherCandidate, interview.id, 'cancel')).statusCode,
    ).toBe(404);
    expect((await interviewAction(ctx.app, stranger, interview.id, 'cancel')).statusCode).toBe(403);
    await interviewAction(ctx.app, candidate, interview.id, 'decline');
    const declined = await interviewAction(ctx.app, recruiter, interview.id, 'cancel');
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(interviewMessages.alreadyOver);
  });

  it('is 409 for a scheduled one that has ended', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    await interviewAction(ctx.app, candidate, interview.id, 'accept', {
      start: interview.slots[0].start,
    });
    // As if its hour had come and gone.
    await ctx.app.db
      .update(interviews)
      .set({ startAt: new Date(Date.now() - 7_200_000), endAt: new Date(Date.now() - 3_600_000) })
      .where(eq(interviews.id, interview.id));
    const response = await interviewAction(ctx.app, candidate, interview.id, 'cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(interviewMessages.alreadyOver);
  });
});

describe('GET /api/interviews', () => {
  it('lists upcoming first: scheduled by start, proposed by earliest time, then the rest newest first', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx);
    const other = await appliedPair(ctx);
    const propose = (slots: { start: string; end: string }[]) =>
      proposed(ctx.app, recruiter, { jobID, candidateUsername: candidate.username, slots });
    const proposedLate = await propose(futureSlots(1, 400));
    const scheduledLate = await propose(futureSlots(1, 300));
    const cancelled = await propose(futureSlots(1, 50));
    const scheduledSoon = await propose(futureSlots(1, 30));
    const proposedSoon = await propose(futureSlots(2, 20));
    const declined = await propose(futureSlots(1, 60));
    for (const item of [scheduledLate, scheduledSoon])
      await interviewAction(ctx.app, candidate, item.id, 'accept', { start: item.slots[0].start });
    await interviewAction(ctx.app, candidate, cancelled.id, 'cancel');
    await interviewAction(ctx.app, candidate, declined.id, 'decline');

    const order = [
      scheduledSoon,
      scheduledLate,
      proposedSoon,
      proposedLate,
      declined,
      cancelled,
    ].map((item) => item.id);
    expect((await listOf(candidate)).map((item) => item.id)).toEqual(order);
    expect((await listOf(recruiter)).map((item) => item.id)).toEqual(order);
    expect(await listOf(other.candidate)).toEqual([]);
    expect(await listOf(other.recruiter)).toEqual([]);
    const filtered = await listOf(recruiter, {
      jobID,
      candidateUsername: other.candidate.username,
    });
    expect(filtered).toEqual([]);
    expect(
      (await listOf(recruiter, { jobID, candidateUsername: candidate.username })).map(
        (item) => item.id,
      ),
    ).toEqual(order);
  });

  it('is 401 without a token and 400 for a malformed jobID', async () => {
    const { candidate } = await appliedPair(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/interviews' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/interviews?jobID=nope',
      headers: bearer(candidate.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});
