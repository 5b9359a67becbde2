import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedPair,
  calendarsOf,
  futureSlots,
  interviewAction,
  proposed,
  type ReadCalendar,
} from '../factories-interviews';
import { createAccount } from '../factories';
import { addMember, createCompany } from '../factories-companies';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://jobs.example.com' });
});
afterAll(() => ctx.close());

/** The calendar objects sent to `to` since `seen` of their emails, each email's parts in agreement. */
async function newCalendars(to: string, seen: number) {
  const mails = (await mailsOf(ctx, to)).slice(seen);
  const calendars: ReadCalendar[] = [];
  for (const mail of mails) {
    const parts = await calendarsOf(ctx, mail);
    if (parts.length === 0) continue;
    // The inline text/calendar alternative and the .ics attachment: the same event.
    expect(parts.map((part) => part.contentType).sort()).toEqual([
      'application/ics',
      `text/calendar`,
    ]);
    const lines = (text: string) => text.split(/\r?\n/);
    expect(lines(parts[0].text)).toEqual(lines(parts[1].text));
    calendars.push(parts[0]);
  }
  return { calendars, count: seen + mails.length };
}

/** DTSTART/DTEND as ical.js writes a UTC time: `2026-12-01T14:00:00Z`. */
const icalTime = (iso: string) => iso.replace('.000Z', 'Z');

describe("an interview's calendar events, as sent", () => {
  it('keep one UID, raise the SEQUENCE at each change, and say REQUEST or CANCEL in UTC', async () => {
    const { recruiter, candidate, jobID } = await appliedPair(ctx, 'Calendar Engineer');
    const seen = { candidate: 0, recruiter: 0 };
    const next = async () => {
      const forCandidate = await newCalendars(candidate.profile.email, seen.candidate);
      const forRecruiter = await newCalendars(recruiter.profile.email, seen.recruiter);
      seen.candidate = forCandidate.count;
      seen.recruiter = forRecruiter.count;
      return { candidate: forCandidate.calendars, recruiter: forRecruiter.calendars };
    };

    const slots = futureSlots(2);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      slots,
      location: 'Main office, room 4',
      meetingUrl: 'https://meet.example.com/abc',
      note: 'Bring your portfolio',
    });
    const uid = `${interview.id}@jobs.example.com`;
    // A proposal has no time yet: no calendar event.
    expect(await next()).toEqual({ candidate: [], recruiter: [] });

    const accept = (start: string) =>
      interviewAction(ctx.app, candidate, interview.id, 'accept', { start });
    expect((await accept(slots[1].start)).statusCode).toBe(200);
    const invites = await next();
    expect(invites.candidate).toHaveLength(1);
    expect(invites.recruiter).toHaveLength(1);
    for (const invite of [...invites.candidate, ...invites.recruiter]) {
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid,
        status: 'CONFIRMED',
        start: icalTime(slots[1].start),
        end: icalTime(slots[1].end),
        startUtc: true,
        endUtc: true,
        location: 'Main office, room 4',
      });
      expect(invite.organizer.toLowerCase()).toBe(`mailto:${recruiter.profile.email}`);
      expect(invite.attendee.toLowerCase()).toBe(`mailto:${candidate.profile.email}`);
      expect(invite.description).toContain('Bring your portfolio');
      expect(invite.description).toContain('https://meet.example.com/abc');
      expect(invite.text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
    }
    expect(invites.candidate[0].url).toBe(
      `https://jobs.example.com/CandidateDashboard/MyJobApplications/${jobID}`,
    );
    expect(invites.recruiter[0].url).toBe(
      `https://jobs.example.com/RecruiterDashboard/MyRecruitments/${jobID}?applicant=${candidate.username}`,
    );
    const requested = invites.candidate[0].sequence;

    const later = futureSlots(1, 200);
    const moved = await interviewAction(ctx.app, recruiter, interview.id, 'reschedule', {
      slots: later,
    });
    expect(moved.statusCode).toBe(200);
    const cancels = await next();
    for (const cancel of [...cancels.candidate, ...cancels.recruiter])
      expect(cancel).toMatchObject({
        method: 'CANCEL',
        uid,
        status: 'CANCELLED',
        sequence: requested + 1,
        start: icalTime(slots[1].start),
        startUtc: true,
      });
    expect(cancels.candidate).toHaveLength(1);
    expect(cancels.recruiter).toHaveLength(1);

    expect((await accept(later[0].start)).statusCode).toBe(200);
    const again = await next();
    for (const invite of [...again.candidate, ...again.recruiter])
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: requested + 2,
        start: icalTime(later[0].start),
        end: icalTime(later[0].end),
      });
    expect(again.candidate).toHaveLength(1);

    const cancelled = await interviewAction(ctx.app, recruiter, interview.id, 'cancel', {
      reason: 'The role was filled',
    });
    expect(cancelled.statusCode).toBe(200);
    const last = await next();
    expect(last.candidate).toHaveLength(1);
    expect(last.recruiter).toHaveLength(1);
    for (const cancel of [...last.candidate, ...last.recruiter])
      expect(cancel).toMatchObject({
        method: 'CANCEL',
        uid,
        status: 'CANCELLED',
        sequence: requested + 3,
        start: icalTime(later[0].start),
      });
  });

  it('goes to every recruiter who may act on the job, not a viewer, nor anyone who turned it off', async () => {
    const { recruiter, candidate } = await appliedPair(ctx);
    const [owner, viewer] = await Promise.all([
      createAccount(ctx.app.db, ctx.config, 'recruiter'),
      createAccount(ctx.app.db, ctx.config, 'recruiter'),
    ]);
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: recruiter, role: 'recruiter' });
    await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
    const jobID = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const optOut = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: bearer(candidate.accessToken),
      payload: { interview: false },
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    const interview = await proposed(ctx.app, recruiter, {
      jobID,
      candidateUsername: candidate.username,
    });
    await interviewAction(ctx.app, candidate, interview.id, 'accept', {
      start: interview.slots[0].start,
    });
    for (const colleague of [owner, recruiter])
      expect((await newCalendars(colleague.profile.email, 0)).calendars).toMatchObject([
        { method: 'REQUEST', uid: `${interview.id}@jobs.example.com` },
      ]);
    expect(await mailsOf(ctx, viewer.profile.email)).toEqual([]);
    expect(
      (await mailsOf(ctx, candidate.profile.email)).filter((mail) =>
        mail.subject.startsWith('Interview'),
      ),
    ).toEqual([]);
  });
});
