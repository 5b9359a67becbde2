import { escapeHtml } from '../../mail/html';
import type { EmailContent, EmailContext } from './email-content';
import { applicantPath, myApplicationPath } from './app-paths';
import { interviewCalendarPart } from './interview-calendar-part';
import type { InterviewEmailData, InterviewTimes } from './interview-email-data';
import { slotText } from './interview-time';
import { mjButton, mjParagraph } from './mjml-parts';

export type { InterviewEmailData } from './interview-email-data';

/** One email's own words: the subject, the sentence that tells what happened, the times to pick. */
interface Words {
  subject: string;
  lead: string;
  slots?: InterviewTimes[];
  after?: string;
}

function wordsOf(data: InterviewEmailData): Words {
  const { designation, company } = data;
  const candidateName = data.candidate.name;
  const toCandidate = data.audience === 'candidate';
  switch (data.event) {
    case 'proposed':
      return data.rescheduled
        ? {
            subject: `New times for your interview: ${designation}`,
            lead: `${company} moved your interview for ${designation}${data.calendar ? ` (it was ${slotText(data.calendar)})` : ''}. Pick one of these times:`,
            slots: data.slots,
          }
        : {
            subject: `Interview invitation: ${designation} at ${company}`,
            lead: `${company} would like to interview you for ${designation}. Pick one of these times:`,
            slots: data.slots,
          };
    case 'scheduled': {
      const when = slotText(data.calendar);
      return toCandidate
        ? {
            subject: `Interview scheduled: ${designation}, ${when}`,
            lead: `Your interview with ${company} for ${designation} is set for ${when}.`,
          }
        : {
            subject: `Interview scheduled: ${candidateName}, ${when}`,
            lead: `${candidateName} picked ${when} for the interview for ${designation}.`,
          };
    }
    case 'declined':
      return {
        subject: `Interview declined: ${candidateName}, ${designation}`,
        lead: `${candidateName} declined the times offered for the interview for ${designation}. You can offer other times.`,
      };
    case 'cancelled': {
      const who = data.by === 'candidate' ? candidateName : company;
      const when = data.calendar ? ` on ${slotText(data.calendar)}` : '';
      return {
        subject: `Interview cancelled: ${designation}`,
        lead: `${who} cancelled the interview for ${designation}${when}.`,
        after: data.reason ? `Reason: ${data.reason}` : undefined,
      };
    }
    case 'moved':
      return {
        subject: `Interview moved: ${candidateName}, ${designation}`,
        lead: `The interview with ${candidateName} on ${slotText(data.calendar)} was taken out of calendars: new times for ${designation} were offered to the candidate.`,
      };
    case 'reminder': {
      const when = slotText(data);
      return toCandidate
        ? {
            subject: `Reminder: your interview for ${designation}, ${when}`,
            lead: `Your interview with ${company} for ${designation} is on ${when}.`,
          }
        : {
            subject: `Reminder: interview with ${candidateName}, ${when}`,
            lead: `Your interview with ${candidateName} for ${designation} is on ${when}.`,
          };
    }
  }
}

/** Where the interview is, as lines of text (none for what was not given). */
function placeLines(data: InterviewEmailData): string[] {
  return [
    data.location && `Place: ${data.location}`,
    data.meetingUrl && `Video call: ${data.meetingUrl}`,
    data.note && `Note: ${data.note}`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * To either side of an interview: what happened, the times (in UTC, zone named), where, a link to
 * the page where it is answered, and the calendar invite or cancel when the event changes a
 * calendar. Rendered when sent, so the `.ics` names the app's origin of that moment.
 */
export function interviewEmail(
  data: InterviewEmailData,
  { origin, firstName }: EmailContext,
): EmailContent {
  const words = wordsOf(data);
  const toCandidate = data.audience === 'candidate';
  const pageUrl = toCandidate
    ? `${origin}${myApplicationPath(data.jobId)}`
    : `${origin}${applicantPath(data.jobId, data.candidate.username)}`;
  const button =
    data.event === 'proposed'
      ? 'Choose a time'
      : toCandidate
        ? 'See your application'
        : 'See the applicant';
  const slotLines = (words.slots ?? []).map(slotText);
  const details = data.event === 'cancelled' || data.event === 'declined' ? [] : placeLines(data);
  const calendar = 'calendar' in data && data.calendar ? data.calendar : null;
  const calendarLine =
    calendar &&
    (calendar.method === 'REQUEST'
      ? 'The invitation is attached: open it to add the interview to your calendar.'
      : 'The attached update removes it from your calendar.');
  const list = slotLines.length
    ? `<mj-text><ul style="padding-left:20px;margin:8px 0">${slotLines
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul></mj-text>`
    : '';
  return {
    subject: words.subject,
    preview: words.lead,
    reason: toCandidate
      ? 'you applied to this job on JobHunter'
      : 'you recruit for this job on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(words.lead),
      list,
      ...[words.after, ...details, calendarLine].filter(Boolean).map((line) => mjParagraph(line!)),
      mjButton(button, pageUrl),
    ]
      .filter(Boolean)
      .join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      words.lead,
      ...slotLines.map((line) => `- ${line}`),
      ...[words.after, ...details, calendarLine].filter(Boolean).flatMap((line) => ['', line!]),
      '',
      `${button}: ${pageUrl}`,
    ].join('\n'),
    ...(calendar && { icalEvent: interviewCalendarPart(data, calendar, { origin, pageUrl }) }),
  };
}
