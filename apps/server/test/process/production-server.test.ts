import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { accounts } from '../../src/db/schema';
import { profileInput } from '../factories';
import { connects, listening, readAnswer, request, serverDir, ServerChild } from './server-child';

/**
 * The production build, run as production runs it: `node dist/server.js` in a child process, on the
 * suite's database kind (a fresh PGlite data directory, or a clone of the PostgreSQL template when
 * TEST_DATABASE_URL is set). Ports 3580-3589 belong to this file.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
let port = 3580;
const dataDirs: string[] = [];
const databases: string[] = [];
let running: ServerChild | undefined;

beforeAll(() => {
  execFileSync(
    process.execPath,
    [path.join(serverDir, '../../node_modules/tsup/dist/cli-default.js'), '--silent'],
    { cwd: serverDir, stdio: 'pipe' },
  );
});
afterEach(async () => {
  await running?.kill();
  running = undefined;
});
afterAll(async () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (postgresUrl && databases.length) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

/** A database of the suite's kind for one server: its environment, and a way to read its accounts after it exits. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  accountExists(username: string): Promise<boolean>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-process-'));
  dataDirs.push(dataDir);
  if (!postgresUrl) {
    return {
      env: { DATA_DIR: dataDir },
      async accountExists(username: string) {
        const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
        const rows = await database.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.username, username));
        await database.close();
        return rows.length === 1;
      },
    };
  }
  const name = `jobhunter_process_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  databases.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async accountExists(username: string) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rowCount } = await client.query('select 1 from accounts where username = $1', [
        username,
      ]);
      await client.end();
      return rowCount === 1;
    },
  };
}

async function startServer(env: Record<string, string>) {
  const database = await freshDatabase();
  port += 1;
  const server = new ServerChild({ ...database.env, PORT: String(port), ...env });
  running = server;
  await listening(port, server);
  return { server, port, database };
}

/**
 * Starts a registration whose body is only half sent: the server has the request (its "incoming
 * request" log line) but cannot answer until `finish()` sends the rest.
 */
async function halfSentRegistration(server: ServerChild, port: number) {
  const profile = profileInput();
  const reserved = await request(port, 'POST', '/api/candidate/username/create', {
    username: profile.username,
    password: profile.password,
  });
  expect(reserved.status, reserved.body).toBe(201);
  const body = Buffer.from(JSON.stringify(profile));
  const sent = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/candidate/create',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<Awaited<ReturnType<typeof readAnswer>>>((resolve, reject) => {
    sent.on('response', (response) => readAnswer(response).then(resolve, reject));
    sent.on('error', reject);
  });
  sent.write(body.subarray(0, 20));
  const incoming = await server.logLine(
    (line) =>
      line.msg === 'incoming request' &&
      (line.req as { url?: string })?.url === '/api/candidate/create',
  );
  return {
    username: profile.username!,
    answer,
    reqId: incoming.reqId,
    finish: () => sent.end(body.subarray(20)),
  };
}

// Each server creates and migrates its own database first: slow on a busy machine, hence the timeouts.
describe(
  'the compiled server (node dist/server.js), stopped with SIGTERM',
  { timeout: 180_000 },
  () => {
    it('answers /api/health and /api/ready; on SIGTERM drains (/api/ready 503), refuses new connections, finishes the in-flight request, stores its effect and exits 0', async () => {
      // A drain long enough for this test's one /api/ready call to land inside it on a machine busy
      // with the rest of the suite (the only time this test spends waiting for nothing).
      const { server, port, database } = await startServer({
        SHUTDOWN_DRAIN_SECONDS: '15',
        SHUTDOWN_TIMEOUT_SECONDS: '120',
      });
      const health = await request(port, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
      const ready = await request(port, 'GET', '/api/ready');
      expect(ready.status, ready.body).toBe(200);
      const inFlight = await halfSentRegistration(server, port);

      server.signal('SIGTERM');
      await server.logLine(
        (line) => line.msg === 'shutting down: draining (/api/ready answers 503)',
      );
      const draining = await request(port, 'GET', '/api/ready');
      expect(draining.status, draining.body).toBe(503);
      expect(JSON.parse(draining.body)).toEqual({ message: 'Shutting down' });

      // After the drain the listener closes, while the half-sent request still holds its connection.
      while (await connects(port)) await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(request(port, 'GET', '/api/health')).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });

      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(201);
      expect(await server.exited, server.log).toBe(0);
      expect(server.lines.map((line) => line.msg)).toContain('shut down');
      expect(await database.accountExists(inFlight.username)).toBe(true);
    });

    it('exits with 1, logged, when a request still hangs at the shutdown timeout', async () => {
      const { server, port } = await startServer({
        SHUTDOWN_DRAIN_SECONDS: '0',
        SHUTDOWN_TIMEOUT_SECONDS: '2',
      });
      const inFlight = await halfSentRegistration(server, port);
      void inFlight.answer.catch(() => {});

      server.signal('SIGTERM');
      expect(await server.exited, server.log).toBe(1);
      expect(server.lines.map((line) => line.msg)).toContain(
        'shutdown timed out: exiting with requests or connections still open',
      );
    });
  },
);
