/**
 * npm run admin -- create <username> <email>
 *   Creates an admin account. The password is read as one line from standard input: typed without
 *   echo on a terminal, or piped (`echo 'a long password' | npm run admin -- create boss boss@example.com`).
 *   Same rules as registration for the username (unique across every role) and the password.
 * Uses DATABASE_URL (PostgreSQL, any time) or the embedded PGlite under DATA_DIR, which only one
 * process may open: stop the server first. Migrates first, as the server does. Exits non-zero,
 * saying why, when it creates nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config';
import { openConfiguredDatabase, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { HttpError } from '../src/lib/http-error';
import { createAdmin, validAdminInput } from '../src/services/admin/create-admin';

const USAGE =
  'Usage: npm run admin -- create <username> <email>   (the password on standard input)';

class Refusal extends Error {}

/** The first line of standard input, without its line break. */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Read on a terminal without echoing it; Ctrl-C cancels. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        if (char === '\u0003') return finish(() => reject(new Refusal('Cancelled.')));
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

const readPassword = () => (process.stdin.isTTY ? readHidden('Password: ') : readLine());

/** The configured database, refusing PGlite's files while another process (the server) has them open. */
async function openDatabase(env: ReturnType<typeof loadEnv>): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) {
    const dataDir = path.join(env.DATA_DIR, 'pglite');
    // PGlite writes this file when it opens the directory and removes it when it closes it.
    if (existsSync(path.join(dataDir, 'postmaster.pid')))
      throw new Refusal(
        `The embedded database in ${dataDir} is in use: stop the server, then run this again. ` +
          'If no server is running, it was not stopped cleanly: start it and stop it once first.',
      );
  }
  const database = await openConfiguredDatabase(env);
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    await database.close().catch(() => {});
    const where = env.DATABASE_URL ? redacted(env.DATABASE_URL) : 'the embedded database';
    throw new Refusal(`Cannot reach ${where}: ${rootCause(error)}`);
  }
  return database;
}

/** The driver's own words: the query builder wraps them in its "Failed query". */
const rootCause = (error: unknown): string => {
  let current = error as { message?: string; cause?: unknown };
  while (current.cause instanceof Error) current = current.cause;
  return current.message || String(error);
};

const redacted = (url: string) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

function configuration() {
  try {
    return loadEnv();
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

async function create(username: string, email: string) {
  const password = await readPassword();
  // Checked before the database is opened, so a typo costs nothing.
  const input = validAdminInput({ username, email, password });

  const database = await openDatabase(configuration());
  try {
    await runMigrations(database);
    const admin = await createAdmin(database.db, input);
    console.log(`Admin ${admin.username} created.`);
  } finally {
    await database.close();
  }
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...rest] = positionals;
  if (command !== 'create' || rest.length !== 2) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  try {
    await create(rest[0], rest[1]);
  } catch (error) {
    if (!(error instanceof Refusal || error instanceof HttpError)) throw error;
    console.error(`No admin created: ${error.message}`);
    process.exitCode = 1;
  }
}

await main();
