import type { Role } from '@jobhunter/shared';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mail-message';

export interface PasswordResetMailOptions {
  to: string;
  firstName: string;
  username: string;
  role: Role;
  link: string;
  validMinutes: number;
}

/** The reset email: the link, how long it works, and what to do if it was not you. */
export function passwordResetMail({
  to,
  firstName,
  username,
  role,
  link,
  validMinutes,
}: PasswordResetMailOptions): MailMessage {
  const lines = {
    greeting: `Hello ${firstName},`,
    asked: `Someone, hopefully you, asked to reset the password of your JobHunter ${role} account "${username}".`,
    open: `Open this link within ${validMinutes} minutes to choose a new password. It works once.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  };
  const text = [lines.greeting, '', lines.asked, lines.open, '', link, '', lines.ignore, ''].join(
    '\n',
  );
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    paragraph(lines.greeting),
    paragraph(lines.asked),
    paragraph(lines.open),
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    paragraph(lines.ignore),
  ].join('\n');
  return { to, subject: 'Reset your JobHunter password', text, html };
}
