import type { Role } from '@jobhunter/shared';
import { escapeHtml } from '../../mail/html';
import type { EmailContent, EmailContext } from './email-content';
import { applicantPath, myApplicationPath } from './app-paths';
import { mjButton, mjParagraph } from './mjml-parts';

/** One message as the email lists it. */
export interface EmailedMessage {
  /** The author's name as it was when the email was queued. */
  from: string;
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

/** What the email telling one side of a conversation of its new messages needs. */
export interface NewMessagesEmailData {
  jobId: string;
  designation: string;
  company: string;
  /** Which side is told: the candidate, or one of the job's recruiters. */
  side: Role;
  candidateUsername: string;
  /** How many unread messages the email tells of; `messages` lists the newest of them. */
  unread: number;
  /** Oldest first. */
  messages: EmailedMessage[];
}

const utcParts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "Tue 1 Dec 2026, 14:05 UTC": email readers are anywhere, so the zone is named. */
export function utcTime(iso: string): string {
  const part = Object.fromEntries(
    utcParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} UTC`;
}

const messageWord = (count: number) => (count === 1 ? 'a new message' : `${count} new messages`);

/**
 * To one side of an application's conversation: the other side wrote. Every message not emailed
 * yet and still unread goes in one email, with who wrote it and when, and a button to the
 * conversation (the candidate's application page, or the applicant's panel for a recruiter).
 */
export function newMessagesEmail(
  data: NewMessagesEmailData,
  { origin, firstName }: EmailContext,
): EmailContent {
  const link = `${origin}${
    data.side === 'candidate'
      ? myApplicationPath(data.jobId)
      : applicantPath(data.jobId, data.candidateUsername)
  }`;
  const about = `${data.designation} (${data.company})`;
  const intro = `You have ${messageWord(data.unread)} about ${about}.`;
  const earlier = data.unread - data.messages.length;
  const more =
    earlier > 0
      ? [
          `The newest ${data.messages.length} are below; the ${earlier} before them are in the conversation.`,
        ]
      : [];
  const [first] = data.messages;
  const items = data.messages.map(
    (message) =>
      `<mj-text><strong>${escapeHtml(message.from)}</strong> <span style="color:#6b7280">${escapeHtml(utcTime(message.sentAt))}</span><br />${escapeHtml(message.text).replace(/\r?\n/g, '<br />')}</mj-text>`,
  );
  return {
    subject:
      data.unread === 1
        ? `New message from ${first.from} about ${data.designation}`
        : `${data.unread} new messages about ${data.designation}`,
    preview: `${first.from}: ${first.text.replace(/\s+/g, ' ').slice(0, 120)}`,
    reason:
      data.side === 'candidate'
        ? `you applied to ${about} on JobHunter`
        : `you recruit for ${about} on JobHunter`,
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(intro),
      ...more.map(mjParagraph),
      ...items,
      mjButton('Read and reply', link),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      intro,
      '',
      ...more,
      ...data.messages.flatMap((message) => [
        `${message.from}, ${utcTime(message.sentAt)}:`,
        message.text,
        '',
      ]),
      `Read and reply: ${link}`,
    ].join('\n'),
  };
}
