import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestContext } from './helper';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const addressOf = (parsed: ParsedMail) =>
  parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '';

/**
 * The `.eml` files the app has written under DATA_DIR/mail (no SMTP_URL in tests), oldest first,
 * once every message (sent after a reply, or queued) has been sent.
 */
export async function mailsOf(ctx: TestContext, to?: string): Promise<ReadMail[]> {
  await ctx.app.backgroundTasks.idle();
  await ctx.app.queue.settled();
  const dir = path.join(ctx.config.DATA_DIR, 'mail');
  if (!existsSync(dir)) return [];
  const mails: ReadMail[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()) {
    const parsed = await simpleParser(readFileSync(path.join(dir, file)));
    mails.push({
      file,
      to: addressOf(parsed),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: String(parsed.html || ''),
    });
  }
  return to ? mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()) : mails;
}

/** The reset link in a mail's text part: its origin, role and token. */
export function resetLinkIn(mail: ReadMail) {
  const match = mail.text.match(
    /(\S+)\/reset-password\?role=(candidate|recruiter)&token=([A-Za-z0-9_-]+)/,
  );
  if (!match) throw new Error(`no reset link in ${mail.file}: ${mail.text}`);
  return { url: match[0], origin: match[1], role: match[2], token: match[3] };
}
