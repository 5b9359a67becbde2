import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail-message';

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server or written to disk; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` (or `smtps://`): send through that server. */
  smtpUrl?: string;
  /** The sender of every message, e.g. `JobHunter <no-reply@jobs.example.com>`. */
  from: string;
  /** Without SMTP, each message becomes an `.eml` file here (any mail client opens one). */
  mailDir: string;
}

/** The one way the server sends email: SMTP when configured, `.eml` files otherwise. */
export function createMailer({ smtpUrl, from, mailDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl, { from });
    return {
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(mailDir, { recursive: true });
      // Sortable by time, unique, and written under a temporary name first so that whoever watches
      // the folder (a developer, a browser test) never reads half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const partial = path.join(mailDir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(mailDir, name));
    },
    close: () => transport.close(),
  };
}
