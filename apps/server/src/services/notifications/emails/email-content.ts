import type { MailMessage } from '../../mail/mail-message';

/** What every template is given: where links point, and whom it greets. */
export interface EmailContext {
  /** PUBLIC_URL's origin (services/mail/link-origin.ts), without a trailing slash. */
  origin: string;
  firstName: string;
}

/**
 * One email's own part, before the shared layout wraps it: the body as MJML (every piece of user
 * text escaped) and the same words as plain text, written from the same data.
 */
export interface EmailContent {
  subject: string;
  /** The line mail apps show after the subject. */
  preview: string;
  /** The footer's "You get this email because …", completed. */
  reason: string;
  mjml: string;
  text: string;
  /** A calendar invite or cancel to send with it (an interview's). */
  icalEvent?: MailMessage['icalEvent'];
}
