import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../../src/db/client';

/** The database a run writes to, and how to throw it away. */
export interface RunDatabase {
  kind: 'pglite' | 'postgres';
  label: string;
  /** Temporary DATA_DIR: PGlite lives under `pglite/` here; also uploads and the server log. */
  dataDir: string;
  /** Set on PostgreSQL: the fresh database of this run. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** The same server and credentials, another database. */
function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** For messages: the URL without its password. */
function redacted(url: string) {
  const next = new URL(url);
  if (next.password) next.password = '***';
  return next.toString();
}

async function onAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh temporary DATA_DIR, and on PostgreSQL a fresh database `<prefix>_<random>` (the alerts bench uses these too). */
export async function provisionDatabase(
  adminUrl?: string,
  prefix = 'durability',
): Promise<RunDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `jobhunter-${prefix}-`));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!adminUrl) {
    return { kind: 'pglite', label: `embedded PGlite in ${dataDir}`, dataDir, dispose: removeDir };
  }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  try {
    await onAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  } catch (error) {
    await removeDir();
    throw new Error(
      `Could not create database ${name} on ${redacted(adminUrl)}: ${(error as Error).message}`,
    );
  }
  const databaseUrl = withDatabase(adminUrl, name);
  return {
    kind: 'postgres',
    label: `PostgreSQL ${redacted(databaseUrl)}`,
    dataDir,
    databaseUrl,
    async dispose() {
      // FORCE: a killed server's connections may linger on the PostgreSQL side for a moment.
      try {
        await onAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await removeDir();
      }
    },
  };
}

/**
 * Things that are only ever written together, in one transaction; finding one without the other
 * means a crash left something half made. Foreign keys already rule out some of these; checking
 * costs nothing and catches a recovery that broke them.
 */
const invariants: [string, string][] = [
  [
    'applications whose job is missing',
    'select count(*) from applications a left join jobs j on j.job_id = a.job_id where j.job_id is null',
  ],
  [
    'saved jobs whose job is missing',
    'select count(*) from saved_jobs s left join jobs j on j.job_id = s.job_id where j.job_id is null',
  ],
  [
    'applications without status history',
    'select count(*) from applications a where not exists (select 1 from application_status_history h where h.application_id = a.id)',
  ],
  [
    'applications whose status is not their latest history entry',
    `select count(*) from applications a where a.status is distinct from (
       select h.to_status from application_status_history h where h.application_id = a.id order by h.changed_at desc limit 1)`,
  ],
  [
    'jobs without their ID reservation',
    'select count(*) from jobs j left join job_id_reservations r on r.job_id = j.job_id where r.job_id is null',
  ],
  [
    'CV files that no CV or application refers to (an upload cut off half stored)',
    `select count(*) from resume_files f where not exists (select 1 from resumes r where r.file_id = f.id)
       and not exists (select 1 from application_resumes a where a.file_id = f.id)`,
  ],
  [
    'accounts without their username',
    'select count(*) from accounts a left join usernames u on u.username = a.username where u.username is null',
  ],
];

/**
 * Runs the invariant queries straight against the database. PGlite allows one process at a time,
 * so on PGlite the server must be stopped first; PostgreSQL can be checked while it runs.
 */
export async function findHalfMade(database: RunDatabase): Promise<string[]> {
  const options: DatabaseOptions = database.databaseUrl
    ? { url: database.databaseUrl, poolSize: 1 }
    : { dataDir: path.join(database.dataDir, 'pglite') };
  const handle = await openDatabase(options);
  try {
    const problems: string[] = [];
    for (const [label, query] of invariants) {
      const { rows } = await handle.db.execute<{ count: string | number }>(sql.raw(query));
      const count = Number(rows[0]?.count ?? 0);
      if (count > 0) problems.push(`${count} ${label}`);
    }
    return problems;
  } finally {
    await handle.close();
  }
}
