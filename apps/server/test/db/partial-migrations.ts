import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/migrate';

/** An empty database: a new one on the PostgreSQL server under test, else in-memory PGlite. */
export async function emptyDatabase() {
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

/**
 * Applies only the first `count` migrations, from a copy of the folder with a shorter journal, so a
 * test can store rows as they were before a migration and then run the rest.
 */
export async function migrateFirst(handle: DatabaseHandle, count: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'jobhunter-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalFile, JSON.stringify(journal));
    if (handle.kind === 'pglite')
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
