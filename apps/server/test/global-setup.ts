import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump each test file loads (initdb once, not per file). */
    pgliteTemplateFile: string;
    /** PostgreSQL: a migrated template database each test file clones. */
    postgresTemplate: string;
  }
}

/** Migrates one template database for the whole run; each test file gets a fresh copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `jobhunter_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    await runMigrations(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'jobhunter-test-'));
  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
