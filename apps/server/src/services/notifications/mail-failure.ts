/** An address as logs may show it: enough to recognise it, not to harvest it (`a***@example.com`). */
export const maskAddress = (address: string) => address.replace(/^([^@]?)[^@]*@/, '$1***@');

const ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/** nodemailer's SMTP errors carry the server's reply code (`responseCode`) and a code of their own (`code`). */
interface SmtpError {
  responseCode?: number;
  code?: string;
  message?: string;
}

/**
 * A 5xx reply is the SMTP server's final word (no such mailbox, refused): trying again cannot
 * help. Anything else (4xx, a dropped connection, a timeout) may pass later.
 */
export const isPermanentMailError = (error: unknown) =>
  ((error as SmtpError)?.responseCode ?? 0) >= 500;

/** What the log says of a failed send: the codes, and the message with any address masked. */
export function mailErrorSummary(error: unknown) {
  const { responseCode, code, message } = (error ?? {}) as SmtpError;
  return { responseCode, code, message: String(message ?? error).replace(ADDRESS, maskAddress) };
}

/** A send the mailer refused, with the address it was for (the worker logs it masked). */
export class MailSendError extends Error {
  constructor(
    readonly to: string,
    cause: unknown,
  ) {
    super(`sending to ${maskAddress(to)} failed`, { cause });
  }
}
