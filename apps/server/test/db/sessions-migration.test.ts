import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrationsFolder, runMigrations } from '../../src/db/migrate';
import { refreshTokens, sessions } from '../../src/db/schema';

/**
 * The sessions migration (0003) on a database that already has logins: each refresh-token family
 * becomes a session with the family's id, which live access tokens carry as `sid`.
 */
const BEFORE_SESSIONS = 3;

let database: DatabaseHandle;
let dispose: () => Promise<void>;
const folder = mkdtempSync(path.join(tmpdir(), 'jobhunter-migrations-'));

/** An empty database: a new one on the PostgreSQL server under test, else in-memory PGlite. */
async function emptyDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ memory: true });
    return { handle, dispose: () => handle.close() };
  }
  const name = `jobhunter_migration_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: dbUrl.toString(), poolSize: 2, onIdleError: () => {} });
  return {
    handle,
    async dispose() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Applies only the migrations before sessions existed, from a copy of the folder with a shorter journal. */
async function migrateToBeforeSessions(handle: DatabaseHandle) {
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, BEFORE_SESSIONS);
  writeFileSync(journalFile, JSON.stringify(journal));
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

beforeAll(async () => {
  ({ handle: database, dispose } = await emptyDatabase());
  await migrateToBeforeSessions(database);
});
afterAll(async () => {
  await dispose?.();
  rmSync(folder, { recursive: true, force: true });
});

it('turns every refresh-token family into a session, live only while it could still be refreshed', async () => {
  const db = database.db;
  await db.execute(sql`insert into usernames (username, role, password_hash) values ('olduser', 'candidate', 'x')`);
  // Raw SQL: the accounts table as it was then, not as the schema module describes it now.
  const accountId = randomUUID();
  await db.execute(sql`
    insert into accounts (id, role, username, password_hash, first_name, last_name, title, one_liner_intro, number, email,
      gender, introduction, photo, tenth_standard_education, twelth_standard_education, college_education,
      internship_experience, certificate_courses, work_experience, core_skills, current_job)
    values (${accountId}, 'candidate', 'olduser', 'x', 'Old', 'User', 't', 'o', '+1 555 0000', 'old@example.com', 'Male', 'i',
      'https://example.com/p.png', '{}', '{}', '[]', '[]', '[]', '[]', '["x"]', '{}')`);
  const [live, loggedOut, expired] = [randomUUID(), randomUUID(), randomUUID()];
  const token = (family: string, hash: string, extra: string) =>
    db.execute(sql.raw(`insert into refresh_tokens (account_id, family_id, token_hash, expires_at, used_at, revoked_at)
      values ('${accountId}', '${family}', '${hash}', ${extra})`));
  // A login refreshed once: its first token used, the second current.
  await token(live, 'h1', `now() + interval '1 day', now(), null`);
  await token(live, 'h2', `now() + interval '1 day', null, null`);
  await token(loggedOut, 'h3', `now() + interval '1 day', null, now()`);
  await token(expired, 'h4', `now() - interval '1 day', null, null`);

  await runMigrations(database);

  const rows = await db
    .select({ id: sessions.id, accountId: sessions.accountId, live: sql<boolean>`${sessions.revokedAt} is null` })
    .from(sessions);
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(byId.size).toBe(3);
  expect(byId.get(live)).toMatchObject({ accountId, live: true });
  expect(byId.get(loggedOut)).toMatchObject({ live: false });
  expect(byId.get(expired)).toMatchObject({ live: false });
  const [current] = await db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, 'h2'));
  expect(current.sessionId).toBe(live);
});
