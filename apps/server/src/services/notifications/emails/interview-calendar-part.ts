import { calendarEventText, calendarUid } from '../../calendar/calendar-event';
import type { MailMessage } from '../../mail/mail-message';
import type { InterviewCalendar, InterviewEmailData } from './interview-email-data';

/**
 * The `.ics` an interview's email carries: one event whose UID is the interview's, the candidate as
 * attendee, the proposing recruiter as organiser, the place (or the call's link) as LOCATION, and
 * the note, the call's link and the page of the interview in the description.
 */
export function interviewCalendarPart(
  data: InterviewEmailData,
  calendar: InterviewCalendar,
  { origin, pageUrl }: { origin: string; pageUrl: string },
): NonNullable<MailMessage['icalEvent']> {
  const summary =
    data.audience === 'candidate'
      ? `Interview: ${data.designation} at ${data.company}`
      : `Interview: ${data.candidate.name} for ${data.designation}`;
  const description = [
    data.note,
    data.meetingUrl && `Video call: ${data.meetingUrl}`,
    `Details: ${pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const content = calendarEventText({
    method: calendar.method,
    uid: calendarUid(data.interviewId, origin),
    sequence: calendar.sequence,
    start: calendar.start,
    end: calendar.end,
    summary,
    description,
    location: data.location || data.meetingUrl,
    url: pageUrl,
    organizer: data.organizer,
    attendee: { name: data.candidate.name, email: data.candidate.email },
  });
  return {
    method: calendar.method,
    filename: calendar.method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
    content,
  };
}
