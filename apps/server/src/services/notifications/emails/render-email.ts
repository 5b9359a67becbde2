import type { NotificationType, Role } from '@jobhunter/shared';
import type { MailMessage } from '../../mail/mail-message';
import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { renderEmailHtml, renderEmailText } from './email-layout';
import { settingsPath } from './app-paths';
import { jobAlertDigestEmail } from './job-alert-digest-email';
import { jobAlertEmail } from './job-alert-email';
import { interviewEmail } from './interview-email';
import { jobInvitationEmail } from './job-invitation-email';
import { jobModerationEmail } from './job-moderation-email';
import { jobsForYouEmail } from './jobs-for-you-email';
import { newApplicationEmail } from './new-application-email';
import { newMessagesEmail } from './new-messages-email';
import { statusChangeEmail } from './status-change-email';
import { withdrawalEmail } from './withdrawal-email';

/** What the unsubscribe link of each kind stops, in the footer's words. */
const KIND_NAMES: Record<NotificationType, string> = {
  application: 'new-application emails',
  status: 'application status emails',
  withdrawal: 'withdrawal emails',
  job_alert: 'job alert emails',
  message: 'message emails',
  interview: 'interview emails',
  recommendation: 'weekly "Jobs for you" emails',
};

function contentOf(email: MailTemplate, context: EmailContext): EmailContent {
  switch (email.template) {
    case 'new-application':
      return newApplicationEmail(email.data, context);
    case 'status-change':
      return statusChangeEmail(email.data, context);
    case 'withdrawal':
      return withdrawalEmail(email.data, context);
    case 'job-alert':
      return jobAlertEmail(email.data, context);
    case 'job-alert-digest':
      return jobAlertDigestEmail(email.data, context);
    case 'new-messages':
      return newMessagesEmail(email.data, context);
    case 'interview':
      return interviewEmail(email.data, context);
    case 'job-moderation':
      return jobModerationEmail(email.data, context);
    case 'job-invitation':
      return jobInvitationEmail(email.data, context);
    case 'jobs-for-you':
      return jobsForYouEmail(email.data, context);
  }
}

export interface RenderEmailOptions {
  email: MailTemplate;
  type: NotificationType;
  to: string;
  firstName: string;
  role: Role;
  origin: string;
  /** services/notifications/unsubscribe-token.ts, for this account and `type`. */
  unsubscribeToken: string;
}

/**
 * A queued email as sent: both parts from the template, and RFC 8058 one-click unsubscribe
 * headers whose POST (from the mail app, signed out) stops this kind of email.
 */
export async function renderEmail({
  email,
  type,
  to,
  firstName,
  role,
  origin,
  unsubscribeToken,
}: RenderEmailOptions): Promise<MailMessage> {
  const content = contentOf(email, { origin, firstName });
  const token = encodeURIComponent(unsubscribeToken);
  const footer = {
    unsubscribeUrl: `${origin}/unsubscribe?token=${token}`,
    kind: KIND_NAMES[type],
    settingsUrl: `${origin}${settingsPath(role)}`,
  };
  return {
    to,
    subject: content.subject,
    text: renderEmailText(content, footer),
    html: await renderEmailHtml(content, footer),
    headers: {
      'List-Unsubscribe': `<${origin}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(content.icalEvent && { icalEvent: content.icalEvent }),
  };
}
