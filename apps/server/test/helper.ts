import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, migrated database: a PGlite copy of the template, or a PostgreSQL clone of it. */
async function freshDatabase(): Promise<{
  database: DatabaseHandle;
  url?: string;
  dispose(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `jobhunter_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    // The database is force-dropped right after the pool ends; its closing connections' errors are expected.
    const database = await openDatabase({
      url: dbUrl.toString(),
      poolSize: 10,
      onIdleError: () => {},
    });
    return {
      database,
      url: dbUrl.toString(),
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplateFile'));
  const database = await openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
  return { database, dispose: () => database.close() };
}

export interface TestAppOptions {
  /** Log lines go here (with the app's real level and redaction) instead of nowhere. */
  logStream?: NodeJS.WritableStream;
  /** Runs before the app is ready, e.g. to add a route that only a test needs. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/** Builds the real app on a fresh database with its own data folder (uploads, mail). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const { database, dispose } = await freshDatabase();
  return appOn(database, dispose, overrides, options);
}

/**
 * Several API instances on one fresh database, as behind a load balancer. On PostgreSQL each has
 * its own pool (and its own LISTEN connection); PGlite is one in-process connection, so there they
 * share the handle, and what crosses between them is PGlite's own notification path.
 */
export async function buildTestInstances(
  count: number,
  overrides: Partial<AppConfig> = {},
): Promise<TestContext[]> {
  const { database, url, dispose } = await freshDatabase();
  const handles = [database];
  while (url && handles.length < count)
    handles.push(await openDatabase({ url, poolSize: 5, onIdleError: () => {} }));
  const instances = [];
  let closed = 0;
  for (let index = 0; index < count; index += 1) {
    const handle = handles[index] ?? database;
    // Each instance closes its own pool; the database itself goes with the last one.
    const release = async () => {
      if (handle !== database) await handle.close();
      closed += 1;
      if (closed === count) await dispose();
    };
    instances.push(await appOn(handle, release, overrides, {}));
  }
  return instances;
}

/** The real app on a database the test opened itself (e.g. a replica cluster's primary); closing the app closes the handle. */
export function buildTestAppOn(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
): Promise<TestContext> {
  return appOn(database, () => database.close(), overrides, {});
}

async function appOn(
  database: DatabaseHandle,
  dispose: () => Promise<void>,
  overrides: Partial<AppConfig>,
  { logStream, beforeReady }: TestAppOptions,
): Promise<TestContext> {
  // The app's own data folder (mail lands in its mail/ folder), removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-data-'));
  const uploadDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadDir);
  const config = testConfig({
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...overrides,
  });
  const app = await buildApp({
    config,
    database,
    logger: logStream ? undefined : false,
    logStream,
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
