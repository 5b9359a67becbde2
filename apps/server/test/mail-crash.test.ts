import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createAccount, type CreatedAccount } from './factories';
import { jobInput } from './factories-jobs';
import { recipientOf, startSmtpServer, type TestSmtpServer } from './smtp-test-server';

/**
 * The queue row is committed with the change (an application, a message, an accepted interview),
 * so a server killed after the commit, in the middle of sending, still sends the email once it runs
 * again: the real server in a child process,
 * a real SMTP server that takes the first message's DATA and never answers, SIGKILL, restart.
 * Delivery is at least once: a send cut off after the SMTP server took it would be sent again.
 *
 * The child is `node --import tsx src/server.ts` (what `npx tsx` runs, minus tsx's wrapper process,
 * which would pass a SIGKILL on to nobody).
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const config = testConfig();
const designation = 'Crash-Proof Engineer';

let smtp: TestSmtpServer;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
const children: ChildProcess[] = [];

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Its own database: a PostgreSQL clone of the test template, or PGlite under the child's DATA_DIR. */
async function prepareDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `jobhunter_crash_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    databaseUrl = dbUrl.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    return openDatabase({ url: databaseUrl, poolSize: 2 });
  }
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  return database;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-crash-'));
  const database = await prepareDatabase();
  recruiter = await createAccount(database.db, config, 'recruiter');
  candidate = await createAccount(database.db, config, 'candidate');
  // PGlite allows one process: the child opens it next.
  await database.close();
}, 120_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await smtp?.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;

/** Starts the real server and resolves once it answers; its output is kept for a failure's message. */
async function startServer(port: number) {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: config.JWT_SECRET,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      QUEUE_POLL_SECONDS: '0.5',
      // A send cut off counts as such after 5 s (60 s by default), then is tried again 1-2 s later.
      MAIL_EXPIRE_SECONDS: '5',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MESSAGE_EMAIL_DELAY_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output, exited };
}

async function call(
  port: number,
  method: string,
  url: string,
  account: CreatedAccount,
  body: unknown,
) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

describe('a server killed between the commit and the send', () => {
  it('sends the email after it restarts', async () => {
    // The first message's DATA is taken and never answered: the server is killed mid-send.
    smtp.answer = (attempt) => (attempt === 1 ? 'hold' : 'accept');
    const port = await freePort();
    const first = await startServer(port);

    const job = jobInput({ designation });
    expect(
      await call(port, 'POST', '/api/job/createID', recruiter, {
        username: recruiter.username,
        jobID: job.jobID,
      }),
    ).toMatchObject({ status: 201 });
    expect(await call(port, 'POST', '/api/job/create', recruiter, job)).toMatchObject({
      status: 201,
    });
    const applied = await call(port, 'POST', '/api/applications/create', candidate, {
      recruiterUsername: 'x',
      candidateProfile: {},
      job: { jobID: job.jobID },
    });
    expect(applied.status, applied.body).toBe(200);

    await smtp.waitFor(() => smtp.attempts() === 1, 'the first send to reach the SMTP server');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.accepted).toEqual([]);

    const second = await startServer(port);
    await smtp
      .waitFor(() => smtp.accepted.length > 0, 'the email after the restart', 120_000)
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${second.output.join('')}`);
      });
    const [mail] = smtp.accepted;
    expect(recipientOf(mail)).toBe(recruiter.profile.email);
    expect(mail.subject).toBe(`New application for ${designation}`);

    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.child.exitCode).toBe(0);
  }, 240_000);

  it('delivers a message and both calendar invites committed before the kill', async () => {
    // Every email up to now is taken; the next one is held, and the server is killed then.
    const before = smtp.attempts();
    const accepted = smtp.accepted.length;
    smtp.answer = (attempt) => (attempt === before + 1 ? 'hold' : 'accept');
    const port = await freePort();
    const first = await startServer(port);

    const job = jobInput({ designation: 'Interviewed Engineer' });
    await call(port, 'POST', '/api/job/createID', recruiter, {
      username: recruiter.username,
      jobID: job.jobID,
    });
    expect(await call(port, 'POST', '/api/job/create', recruiter, job)).toMatchObject({
      status: 201,
    });
    const applied = await call(port, 'POST', '/api/applications/create', candidate, {
      job: { jobID: job.jobID },
    });
    expect(applied.status, applied.body).toBe(200);
    const text = 'Could you tell us when you are free next week?';
    const written = await call(port, 'POST', '/api/applications/messages', recruiter, {
      jobID: job.jobID,
      candidateUsername: candidate.username,
      text,
    });
    expect(written.status, written.body).toBe(201);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const slot = {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    };
    const proposed = await call(port, 'POST', '/api/interviews', recruiter, {
      jobID: job.jobID,
      candidateUsername: candidate.username,
      slots: [slot],
      meetingUrl: 'https://meet.example.com/crash',
    });
    expect(proposed.status, proposed.body).toBe(201);
    const { id } = JSON.parse(proposed.body) as { id: string };
    const picked = await call(port, 'POST', `/api/interviews/${id}/accept`, candidate, {
      start: slot.start,
    });
    expect(picked.status, picked.body).toBe(200);

    await smtp.waitFor(() => smtp.attempts() > before, 'a send to reach the SMTP server');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(port);
    const after = () => smtp.accepted.slice(accepted);
    const invites = () =>
      after().filter((mail) =>
        mail.attachments.some((part) => part.contentType.startsWith('text/calendar')),
      );
    const delivered = () =>
      after().some(
        (mail) => recipientOf(mail) === candidate.profile.email && mail.text?.includes(text),
      ) &&
      [candidate.profile.email, recruiter.profile.email].every((to) =>
        invites().some((mail) => recipientOf(mail) === to),
      );
    await smtp
      .waitFor(delivered, 'the message email and both invites after the restart', 120_000)
      .catch((error: Error) => {
        const got = after().map((mail) => `${recipientOf(mail)}: ${mail.subject}`);
        throw new Error(`${error.message}\n${got.join('\n')}\n${second.output.join('')}`);
      });

    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.child.exitCode).toBe(0);
  }, 240_000);
});
