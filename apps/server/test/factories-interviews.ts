import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Interview } from '@jobhunter/shared';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { App } from '../src/app';
import { createAccount, type CreatedAccount } from './factories';
import { apply, postJob } from './factories-jobs';
import { bearer, type TestContext } from './helper';
import type { ReadMail } from './mail-box';

const HOUR = 3_600_000;

/**
 * `count` one-hour slots on whole hours, the first `hoursAhead` from now, a day apart, so none
 * overlaps and each is well in the future.
 */
export function futureSlots(count = 2, hoursAhead = 48): { start: string; end: string }[] {
  const first = new Date(Date.now() + hoursAhead * HOUR);
  first.setUTCMinutes(0, 0, 0);
  return Array.from({ length: count }, (_, index) => {
    const start = first.getTime() + index * 24 * HOUR;
    return { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() };
  });
}

/** A fresh recruiter's job and a fresh candidate's application to it. */
export async function appliedPair(ctx: TestContext, designation = 'Interview Engineer') {
  const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  const jobID = await postJob(ctx.app, recruiter, { designation });
  const applied = await apply(ctx.app, candidate, jobID);
  if (applied.statusCode !== 200)
    throw new Error(`apply failed: ${applied.statusCode} ${applied.body}`);
  return { recruiter, candidate, jobID };
}

/** POST /api/interviews as the recruiter. */
export function postInterview(
  app: App,
  recruiter: { accessToken: string },
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: bearer(recruiter.accessToken),
    payload,
  });
}

/** POST /api/interviews/{id}/{action} as the account. */
export function interviewAction(
  app: App,
  account: { accessToken: string },
  id: string,
  action: 'accept' | 'decline' | 'reschedule' | 'cancel',
  payload: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/interviews/${id}/${action}`,
    headers: bearer(account.accessToken),
    payload,
  });
}

/** A proposal through the API that must succeed: the interview as answered. */
export async function proposed(
  app: App,
  recruiter: CreatedAccount,
  fields: { jobID: string; candidateUsername: string } & Record<string, unknown>,
): Promise<Interview> {
  const response = await postInterview(app, recruiter, { slots: futureSlots(), ...fields });
  if (response.statusCode !== 201)
    throw new Error(`proposal failed: ${response.statusCode} ${response.body}`);
  return response.json() as Interview;
}

/** One calendar object of an email, read back with ical.js. */
export interface ReadCalendar {
  /** The MIME type of the part it came in (`text/calendar; method=…` or the `.ics` attachment's). */
  contentType: string;
  text: string;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART/DTEND as iCalendar times (`2026-12-01T14:00:00Z` when in UTC). */
  start: string;
  end: string;
  startUtc: boolean;
  endUtc: boolean;
  location: string;
  url: string;
  description: string;
  organizer: string;
  attendee: string;
}

/** The calendar parts of a sent email (the inline text/calendar and the .ics attachment), parsed. */
export async function calendarsOf(ctx: TestContext, mail: ReadMail): Promise<ReadCalendar[]> {
  const parsed = await simpleParser(
    readFileSync(path.join(ctx.config.DATA_DIR, 'mail', mail.file)),
  );
  return parsed.attachments
    .filter(
      (part) =>
        part.contentType.startsWith('text/calendar') || part.contentType === 'application/ics',
    )
    .map((part) => {
      const text = part.content.toString('utf8');
      const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
      const event = calendar.getFirstSubcomponent('vevent')!;
      const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
      return {
        contentType: part.contentType,
        text,
        method: String(calendar.getFirstPropertyValue('method')),
        uid: String(event.getFirstPropertyValue('uid')),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        status: String(event.getFirstPropertyValue('status')),
        start: time('dtstart').toString(),
        end: time('dtend').toString(),
        startUtc: time('dtstart').zone === ICAL.Timezone.utcTimezone,
        endUtc: time('dtend').zone === ICAL.Timezone.utcTimezone,
        location: String(event.getFirstPropertyValue('location') ?? ''),
        url: String(event.getFirstPropertyValue('url') ?? ''),
        description: String(event.getFirstPropertyValue('description') ?? ''),
        organizer: String(event.getFirstPropertyValue('organizer') ?? ''),
        attendee: String(event.getFirstPropertyValue('attendee') ?? ''),
      };
    });
}
