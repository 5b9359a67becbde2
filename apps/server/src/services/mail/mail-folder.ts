import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';

/** The names services/mail/mailer.ts gives `.eml` files: a timestamp and random hex. Nothing else is ever read. */
export const MAIL_FILE_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/;

/** How many messages the list shows (the newest). */
const LIST_LIMIT = 200;

export interface StoredMail {
  file: string;
  date: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

// mailparser is a development dependency: loaded only when the development mail viewer reads a file.
const parse = async (source: Buffer): Promise<ParsedMail> =>
  (await import('mailparser')).simpleParser(source);

async function readStored(dir: string, file: string): Promise<StoredMail> {
  const parsed = await parse(await readFile(path.join(dir, file)));
  return {
    file,
    date: parsed.date?.toISOString() ?? '',
    to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/** The newest messages written to the mail folder, newest first (none when it does not exist yet). */
export async function listStoredMails(dir: string): Promise<StoredMail[]> {
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const newest = files
    .filter((file) => MAIL_FILE_NAME.test(file))
    .sort()
    .reverse()
    .slice(0, LIST_LIMIT);
  return Promise.all(newest.map((file) => readStored(dir, file)));
}

/** One stored message, or null when there is no file of that (valid) name. */
export async function readStoredMail(dir: string, file: string): Promise<StoredMail | null> {
  if (!MAIL_FILE_NAME.test(file)) return null;
  return readStored(dir, file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
