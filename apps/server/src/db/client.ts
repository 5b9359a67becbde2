import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * What `execute` resolves to on both drivers: node-postgres's `QueryResult` and PGlite's `Results`
 * both carry the rows as `rows`, so `db.execute<Row>(sql)` is typed without a cast.
 */
export interface RowsResult<Row> {
  rows: Row[];
  rowCount?: number | null;
  affectedRows?: number;
}
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
/** The query builder both drivers share; services take this, never a driver-specific type. */
export type Database = PgDatabase<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What services accept: the database or a transaction opened on it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, when there is one (dumps, raw queries in scripts). */
  pglite?: PGlite;
  /** The PostgreSQL pool, when there is one (the queue shares it). */
  pool?: pg.Pool;
  /** The PostgreSQL connection string, for connections that cannot come from the pool (LISTEN). */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob };

/** Connections a PostgreSQL pool opens at most when `poolSize` is not given. */
export const DEFAULT_POOL_SIZE = 20;

/** PostgreSQL through a pool when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // jit=off: PostgreSQL 15 JIT-compiles any plan whose estimate passes jit_above_cost, which takes
    // longer than our queries themselves: searches and listings are short index reads, where it only
    // ever adds time. No parallel workers either: starting them costs more than the bitmap scans they
    // would split (a full-text search of common words runs slower with them), and with many requests
    // at once the cores are busy anyway. The measurements are in docs/performance.md.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle connection can fail (server restart, network drop, database dropped); without a
    // listener that error would crash the process. The pool replaces the connection on next use.
    pool.on(
      'error',
      options.onIdleError ??
        ((error) => console.warn(`PostgreSQL idle connection error: ${error.message}`)),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** The database the configuration names: `DATABASE_URL`'s PostgreSQL, else PGlite under `DATA_DIR/pglite`. */
export function openConfiguredDatabase(env: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}) {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
}
