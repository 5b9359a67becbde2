import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { accounts, usernames } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/password';
import { createAccount } from '../factories';

/**
 * `npm run admin -- create` as an operator runs it: the script in a child process, the password on
 * its standard input, on the embedded database of a DATA_DIR and on a PostgreSQL database of its own.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const config = testConfig();
const PASSWORD = 'an-operator-password';
// Each run starts a Node process that compiles the script and opens the database: seconds apiece
// on a busy machine, so the tests that run several get room beyond the default.
const SPAWNS = { timeout: 180_000 };

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;

function runCli(args: string[], stdin: string, env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: serverDir,
    env: { ...withoutDatabaseUrl(process.env), NODE_ENV: 'production', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, stdout: stdout.join(''), stderr: stderr.join('') }),
    );
  });
}

/** What the admin's rows hold, read after the script has exited. */
async function storedAdmin(db: DatabaseHandle['db'], username: string) {
  const [row] = await db
    .select({
      role: accounts.role,
      nameRole: usernames.role,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      verified: sql<boolean>`${accounts.emailVerifiedAt} is not null`,
      firstName: accounts.firstName,
    })
    .from(accounts)
    .innerJoin(usernames, eq(usernames.username, accounts.username))
    .where(eq(accounts.username, username));
  return row;
}

/**
 * The same checks on either database: `env` points the script at it, `withDatabase` opens it in
 * this process between runs (PGlite allows one process at a time).
 */
function cliChecks(
  env: () => Record<string, string>,
  withDatabase: <T>(use: (db: DatabaseHandle['db']) => Promise<T>) => Promise<T>,
) {
  const create = (username: string, email: string, password = PASSWORD) =>
    runCli(['create', username, email], `${password}\n`, env());

  it(
    'creates an admin from a piped password: an admin username and account, address confirmed',
    SPAWNS,
    async () => {
      const outcome = await create('boss', 'boss@example.com');
      expect(outcome.stderr).toBe('');
      expect(outcome.code).toBe(0);
      expect(outcome.stdout).toContain('Admin boss created.');
      const row = await withDatabase((db) => storedAdmin(db, 'boss'));
      expect(row).toMatchObject({
        role: 'admin',
        nameRole: 'admin',
        email: 'boss@example.com',
        verified: true,
        firstName: '',
      });
      expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
    },
  );

  it('refuses a username anyone holds, in any letter case, whatever its role', SPAWNS, async () => {
    const member = await withDatabase((db) => createAccount(db, config, 'recruiter'));
    for (const username of ['BOSS', member.username]) {
      const outcome = await create(username, `${randomUUID().slice(0, 8)}@example.com`);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain('Username already exists');
    }
  });

  it(
    'refuses a weak password, a bad email, a bad username and an admin’s email, creating nothing',
    SPAWNS,
    async () => {
      const refusals: [string[], string, string][] = [
        [['weakling', 'weak@example.com'], 'short', 'Password must be at least 8 characters'],
        [['mailless', 'not-an-address'], PASSWORD, 'Email must be a valid email address'],
        [['no spaces', 'spaces@example.com'], PASSWORD, 'Username may contain only'],
        [['copycat', 'BOSS@example.com'], PASSWORD, 'An admin with this email already exists'],
        [['silent', 'silent@example.com'], '', 'Password is required'],
      ];
      for (const [args, password, message] of refusals) {
        const outcome = await runCli(['create', ...args], `${password}\n`, env());
        expect(outcome.code, outcome.stderr).toBe(1);
        expect(outcome.stderr).toContain(message);
        expect(await withDatabase((db) => storedAdmin(db, args[0]))).toBeUndefined();
      }
    },
  );

  it('answers a wrong command with its usage', SPAWNS, async () => {
    const outcome = await runCli(['create', 'only-a-name'], '', env());
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('npm run admin -- create <username> <email>');
  });
}

describe('on the embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-admin-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const pgliteDir = () => path.join(dataDir, 'pglite');
  async function withDatabase<T>(use: (db: DatabaseHandle['db']) => Promise<T>) {
    const database = await openDatabase({ dataDir: pgliteDir() });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }
  cliChecks(() => ({ DATA_DIR: dataDir }), withDatabase);

  it(
    'refuses while another process (the server) has the database open, saying so',
    SPAWNS,
    async () => {
      const database = await openDatabase({ dataDir: pgliteDir() });
      try {
        await runMigrations(database);
        const outcome = await runCli(['create', 'busy', 'busy@example.com'], `${PASSWORD}\n`, {
          DATA_DIR: dataDir,
        });
        expect(outcome.code).toBe(1);
        expect(outcome.stderr).toContain('is in use: stop the server');
        expect(await storedAdmin(database.db, 'busy')).toBeUndefined();
      } finally {
        await database.close();
      }
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  let admin: pg.Client;
  let name: string;
  let databaseUrl: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    name = `jobhunter_admin_cli_${randomUUID().replace(/-/g, '')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    databaseUrl = dbUrl.toString();
    database = await openDatabase({ url: databaseUrl, poolSize: 2, onIdleError: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  // PostgreSQL serves both at once: the server may stay up meanwhile.
  cliChecks(
    () => ({ DATABASE_URL: databaseUrl }),
    (use) => use(database.db),
  );
});

describe('without a database', () => {
  it('says it cannot reach the one DATABASE_URL names', SPAWNS, async () => {
    const outcome = await runCli(['create', 'lonely', 'lonely@example.com'], `${PASSWORD}\n`, {
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/nowhere',
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('Cannot reach postgres://postgres:***@127.0.0.1:1/nowhere');
    expect(outcome.stderr).not.toContain('secret');
  });
});
