/** One email, with a plain-text part for every client and an HTML part for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * An iCalendar invite or cancel (RFC 5545 text). Sent as nodemailer's `icalEvent`: a
   * `text/calendar; method=…` alternative and an `.ics` attachment, which Gmail, Outlook and Apple
   * Mail turn into the event's accept/update/cancel.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}
