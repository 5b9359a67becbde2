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
 * must read, so those alone bound the long tail whatever the rest of a search costs. Last, each
 * search's planning and execution time, from EXPLAIN ANALYZE of its queries.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { loadEnv } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { searchJobs } from '../src/services/search';
import { longTailOptions } from './bench-searches';

/** One statement as the database got it; `tx`: the transaction it ran in (the GIN path's, see withGinPlan). */
interface Statement {
  text: string;
  values?: unknown[];
  rowMode?: 'array';
  tx?: number;
}
interface Recorded {
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
    const statement =
      typeof first === 'string'
        ? { text: first, values }
        : { ...first, values: values ?? first.values };
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
for (const { options } of longTailOptions(count)) {
  recording = [];
  const result = await searchJobs({ db: handle.db, options });
  recorded.push({ empty: result.total === 0, statements: recording });
  recording = undefined;
}

type Seen = (statement: Statement, result: { rows: unknown[] }) => void;
/** Runs a search's statements as recorded (on PGlite each recorded transaction as one), showing each result to `seen`. */
async function run(statements: Statement[], seen?: Seen) {
  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      for (const statement of statements) {
        const result = await client.query(statement);
        seen?.(statement, result);
      }
    } finally {
      client.release();
    }
    return;
  }
  const pglite = handle.pglite!;
  for (let index = 0; index < statements.length;) {
    const { tx } = statements[index]!;
    let end = index + 1;
    while (tx !== undefined && statements[end]?.tx === tx) end += 1;
    const runOn = async (target: Pick<PGlite, 'query'>) => {
      for (const statement of statements.slice(index, end)) {
        const result = await target.query(statement.text, statement.values, {
          rowMode: statement.rowMode,
        });
        seen?.(statement, result);
      }
    };
    await (tx === undefined ? runOn(pglite) : pglite.transaction(runOn));
    index = end;
  }
}

/** Replays the searches' statements over `connections` connections, each search once; searches a second. */
async function replay(searches: Recorded[]) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < searches.length; index = next++)
      await run(searches[index]!.statements);
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return searches.length / ((performance.now() - started) / 1000);
}

/** Planning and execution ms per search, from EXPLAIN ANALYZE of each of its queries (in its transaction, with its settings). */
async function planAndRun(searches: Recorded[]) {
  const EXPLAIN = 'explain (analyze, summary, timing off, format json) ';
  const explained = (statement: Statement): Statement =>
    /^\s*(select|with)\b/i.test(statement.text) && !statement.text.includes('set_config(')
      ? { ...statement, text: EXPLAIN + statement.text, rowMode: undefined }
      : statement;
  let planning = 0;
  let execution = 0;
  const seen: Seen = (statement, result) => {
    if (!statement.text.startsWith(EXPLAIN)) return;
    const [plan] = (
      result.rows[0] as { 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }
    )['QUERY PLAN'];
    planning += plan!['Planning Time'];
    execution += plan!['Execution Time'];
  };
  for (const search of searches) await run(search.statements.map(explained), seen);
  return { planning: planning / searches.length, execution: execution / searches.length };
}

const empty = recorded.filter((search) => search.empty);
// What any plan on GIN or RUM must do for them: the GIN path's statement (its transaction), alone.
const emptyProofs = empty.map((search) => ({
  ...search,
  statements: search.statements.filter((statement) => statement.tx !== undefined),
}));
const perSearch = (list: Recorded[]) =>
  (list.reduce((sum, search) => sum + search.statements.length, 0) / list.length).toFixed(1);
console.log(
  `${recorded.length} long-tail searches recorded, ${perSearch(recorded)} statements each; ${empty.length} match nothing (${perSearch(empty)} statements each)`,
);
const all = await replay(recorded);
const none = await replay(emptyProofs);
const share = empty.length / recorded.length;
console.log(
  `${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} alone, ${connections} connection(s): all searches ${all.toFixed(0)}/s; the GIN statement alone of those that match nothing ${none.toFixed(0)}/s`,
);
console.log(
  `  proving the empty ones alone caps the long tail at ${(none / share).toFixed(0)} searches/s (they are ${(share * 100).toFixed(0)}% of it)`,
);
console.log(
  `  at 50 connections that is a mean latency of at least ${((50 / all) * 1000).toFixed(0)} ms (all) / ${((50 / (none / share)) * 1000).toFixed(0)} ms (empty ones' bound)`,
);
const split = await planAndRun(recorded);
console.log(
  `  per search, by EXPLAIN ANALYZE: planning ${split.planning.toFixed(1)} ms, execution ${split.execution.toFixed(1)} ms`,
);
if (!handle.pool)
  console.log(
    `  one at a time a search took ${(1000 / all).toFixed(1)} ms: the rest is PGlite's protocol and result handling`,
  );
await handle.close();
