import type { Role } from '@jobhunter/shared';
import { escapeHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mail-message';
import type { VerifyEmailMailJob } from '../mail-job';

/** The /verify-email page's link for a token of an account of `role`. */
export const verifyEmailLink = (origin: string, role: Role, token: string) =>
  `${origin}/verify-email?${new URLSearchParams({ role, token })}`;

/** To the address to confirm: the link, how long it works, and what it is for. */
export function verifyEmailEmail(job: VerifyEmailMailJob, origin: string): MailMessage {
  const { token, role } = job.email.data;
  const link = verifyEmailLink(origin, role, token);
  const lines = {
    greeting: 'Hello,',
    why: `Please confirm that this is the email address of your JobHunter ${role} account.`,
    open: 'Open this link within 7 days to confirm it. Job alerts are emailed only to confirmed addresses.',
    ignore: 'If you did not sign up or change your address on JobHunter, ignore this email.',
  };
  const text = [lines.greeting, '', lines.why, lines.open, '', link, '', lines.ignore, ''].join(
    '\n',
  );
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    paragraph(lines.greeting),
    paragraph(lines.why),
    paragraph(lines.open),
    `<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    paragraph(lines.ignore),
  ].join('\n');
  return { to: job.to, subject: 'Confirm your email address for JobHunter', text, html };
}
