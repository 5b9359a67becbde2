/**
 * How many long-tail searches a second the database itself can serve, with the server's own work
 * (HTTP, validation, search code, JSON) taking no part: an upper bound for `npm run bench`'s long
 * tail on this machine, whatever the server does around the database.
 * `DATABASE_URL=… npx tsx scripts/search-db-ceiling.ts [count] [connections]` (PostgreSQL, default 4
 * connections, the server's default search turns here), or with `DATA_DIR` for PGlite (one thread).
 *
 * It runs the first `count` long-tail searches once through `searchJobs`, recording every statement
 * each one sends (transactions and planner settings included), then replays exactly those
 * statements, each search once, and prints searches a second for all of them and for the ones that
 * match nothing: proving a search empty is an intersection of posting lists that any GIN or RUM plan
 * must read, so those alone bound the long tail whatever the rest of a search costs.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { loadEnv } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { searchJobs } from '../src/services/jobs/search-jobs';
import { longTailOptions } from './bench-searches';

/** One statement as the database got it; `tx`: the transaction it ran in (the GIN path's, see withGinPlan). */
interface Statement {
  text: string;
  values?: unknown[];
  rowMode?: 'array';
  tx?: number;
}
interface Recorded {
  url: string;
  empty: boolean;
  statements: Statement[];
}

const count = Number(process.argv[2] ?? 1000);
const env = loadEnv();
const connections = env.DATABASE_URL ? Number(process.argv[3] ?? 4) : 1;
const handle = await openConfiguredDatabase({ ...env, DATABASE_POOL_SIZE: connections });

let recording: Statement[] | undefined;
let transactions = 0;
let inTransaction = false;
if (handle.pool) {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, values] = args as [string | Statement, unknown[] | undefined];
    // drizzle passes the text and row mode as an object and the values beside it.
    const statement = typeof first === 'string' ? { text: first, values } : { ...first, values: values ?? first.values };
    if (/^\s*begin\b/i.test(statement.text)) {
      transactions += 1;
      inTransaction = true;
    }
    recording?.push({ ...statement, tx: inTransaction ? transactions : undefined });
    if (/^\s*(commit|rollback)\b/i.test(statement.text)) inTransaction = false;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
} else {
  const pglite = handle.pglite!;
  const record = (target: Pick<PGlite, 'query'>, tx?: number) => {
    const query = target.query.bind(target);
    target.query = ((text: string, values?: unknown[], options?: { rowMode?: 'array' }) => {
      recording?.push({ text, values, rowMode: options?.rowMode, tx });
      return query(text, values, options);
    }) as typeof target.query;
  };
  record(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      record(tx, (transactions += 1));
      return callback(tx);
    })) as typeof pglite.transaction;
}

const recorded: Recorded[] = [];
for (const { url, options } of longTailOptions(count)) {
  recording = [];
  const result = await searchJobs({ db: handle.db, options });
  recorded.push({ url, empty: result.total === 0, statements: recording });
  recording = undefined;
}

/** A search's statements on PGlite, each recorded transaction replayed as one. */
async function replayOnPglite(pglite: PGlite, statements: Statement[]) {
  for (let index = 0; index < statements.length; ) {
    const { tx } = statements[index]!;
    let end = index + 1;
    while (tx !== undefined && statements[end]?.tx === tx) end += 1;
    const run = async (target: Pick<PGlite, 'query'>) => {
      for (const statement of statements.slice(index, end)) await target.query(statement.text, statement.values, { rowMode: statement.rowMode });
    };
    await (tx === undefined ? run(pglite) : pglite.transaction(run));
    index = end;
  }
}

/** Replays the searches' statements over `connections` connections, each search once; searches a second. */
async function replay(searches: Recorded[]) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < searches.length; index = next++) {
      const { statements } = searches[index]!;
      if (!handle.pool) {
        await replayOnPglite(handle.pglite!, statements);
        continue;
      }
      const client = await handle.pool.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return searches.length / ((performance.now() - started) / 1000);
}

const empty = recorded.filter((search) => search.empty);
// What any plan on GIN or RUM must do for them: the GIN path's statement (its transaction), alone.
const emptyProofs = empty.map((search) => ({ ...search, statements: search.statements.filter((statement) => statement.tx !== undefined) }));
const perSearch = (list: Recorded[]) => (list.reduce((sum, search) => sum + search.statements.length, 0) / list.length).toFixed(1);
console.log(`${recorded.length} long-tail searches recorded, ${perSearch(recorded)} statements each; ${empty.length} match nothing (${perSearch(empty)} statements each)`);
const all = await replay(recorded);
const none = await replay(emptyProofs);
const share = empty.length / recorded.length;
console.log(`${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} alone, ${connections} connection(s): all searches ${all.toFixed(0)}/s; the GIN statement alone of those that match nothing ${none.toFixed(0)}/s`);
console.log(`  proving the empty ones alone caps the long tail at ${(none / share).toFixed(0)} searches/s (they are ${(share * 100).toFixed(0)}% of it)`);
console.log(`  at 50 connections that is a mean latency of at least ${((50 / all) * 1000).toFixed(0)} ms (all) / ${((50 / (none / share)) * 1000).toFixed(0)} ms (empty ones' bound)`);
await handle.close();
