import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/services/mail/mailer';

const message = {
  to: 'ada@example.com',
  subject: 'Hello from JobHunter',
  text: 'Plain words and a link: https://jobs.example.com/reset-password?role=candidate&token=abc',
  html: '<p>Plain words and <a href="https://jobs.example.com/">a link</a></p>',
};
const from = 'JobHunter <no-reply@jobs.example.com>';

describe('without SMTP_URL', () => {
  let mailDir: string;
  beforeAll(() => {
    mailDir = path.join(mkdtempSync(path.join(tmpdir(), 'jobhunter-mail-')), 'mail');
  });
  afterAll(() => rmSync(path.dirname(mailDir), { recursive: true, force: true }));

  it('writes each message as a complete .eml file with a text and an HTML part', async () => {
    const mailer = createMailer({ from, mailDir });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    mailer.close();

    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml') && !file.startsWith('.'))).toBe(true);
    const parsed = await simpleParser(readFileSync(path.join(mailDir, files[0])));
    expect(parsed.from?.text).toBe('"JobHunter" <no-reply@jobs.example.com>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : undefined).toBe(
      'ada@example.com',
    );
    expect(parsed.subject).toBe('Hello from JobHunter');
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toContain('<a href="https://jobs.example.com/">a link</a>');
  });
});

describe('with SMTP_URL', () => {
  const received: Buffer[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the message to the SMTP server, from MAIL_FROM', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from,
      mailDir: '/nonexistent',
    });
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    const parsed = await simpleParser(received[0]);
    expect(parsed.subject).toBe('Hello from JobHunter');
    expect(parsed.from?.text).toContain('no-reply@jobs.example.com');
    expect(parsed.text?.trim()).toBe(message.text);
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from, mailDir: '/nonexistent' });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});
