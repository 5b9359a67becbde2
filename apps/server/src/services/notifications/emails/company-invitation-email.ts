import { escapeHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mail-message';
import type { AddressedMailJob } from '../mail-job';

/** The join page's link for an invitation's token. */
export const joinLink = (origin: string, token: string) =>
  `${origin}/join?${new URLSearchParams({ token })}`;

/** To the invited address: who invites them to which company, with which role, and the link. */
export function companyInvitationEmail(job: AddressedMailJob, origin: string): MailMessage {
  const { token, companyName, inviterName, role } = job.email.data;
  const link = joinLink(origin, token);
  const lines = {
    greeting: 'Hello,',
    invited: `${inviterName} invites you to join ${companyName} on JobHunter as ${role === 'owner' ? 'an' : 'a'} ${role}.`,
    open: 'Open this link within 7 days and sign in (or register) as a recruiter with this email address to join.',
    ignore: 'If you did not expect this, ignore this email.',
  };
  const text = [lines.greeting, '', lines.invited, lines.open, '', link, '', lines.ignore, ''].join(
    '\n',
  );
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    paragraph(lines.greeting),
    paragraph(lines.invited),
    paragraph(lines.open),
    `<p><a href="${escapeHtml(link)}">Join ${escapeHtml(companyName)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    paragraph(lines.ignore),
  ].join('\n');
  return { to: job.to, subject: `Join ${companyName} on JobHunter`, text, html };
}
