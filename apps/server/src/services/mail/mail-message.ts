/** One email, with a plain-text part for every client and an HTML part for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}
