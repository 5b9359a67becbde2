import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server does with one message's DATA: take it, refuse it with an SMTP reply, or never answer. */
export type SmtpAnswer = 'accept' | 'hold' | { code: number; message: string };

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:port`, for SMTP_URL. */
  url: string;
  /** The messages taken (answered 250), parsed, in order. */
  accepted: ParsedMail[];
  /** How many messages' DATA arrived, whatever the answer. */
  attempts(): number;
  /** Decides the answer to each DATA (numbered from 1); `accept` unless set. */
  answer: (attempt: number) => SmtpAnswer;
  /** Resolves once `check` holds, polling; rejects after `timeoutMs` with what was seen. */
  waitFor(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The raw value of a header as sent (mailparser turns List-* headers into objects). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

export const recipientOf = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;

/**
 * A real SMTP server for tests, on a random local port: the app talks SMTP to it exactly as to a
 * provider, and the test reads what arrived (never a mock transport).
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  let attempts = 0;
  const accepted: ParsedMail[] = [];
  const state: Pick<TestSmtpServer, 'answer'> = { answer: () => 'accept' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        const answer = state.answer(attempts);
        if (answer === 'hold') return;
        if (answer !== 'accept')
          return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          accepted.push(parsed);
          callback();
        }, callback);
      });
    },
  });
  // A client killed mid-message leaves its socket to error out; that is the point of the crash test.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    attempts: () => attempts,
    get answer() {
      return state.answer;
    },
    set answer(answer) {
      state.answer = answer;
    },
    async waitFor(check, what, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting for ${what}: ${attempts} attempts, ${accepted.length} accepted`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
