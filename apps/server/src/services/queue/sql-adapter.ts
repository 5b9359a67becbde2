import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Executor } from '../../db/client';

/** What pg-boss runs its SQL through (its `db` option): positional `$n` parameters, rows back. */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's `$1, $2…` text as a drizzle query, so it runs on whatever executor (a transaction too) the caller has. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(
      sql.raw(text.slice(last, match.index)),
      sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`,
    );
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs pg-boss's statements inside the caller's transaction: a job sent through it is committed or
 * rolled back with the change that caused it (the transactional outbox, without a second table).
 */
export const transactionSql = (executor: Executor): QueueSql => ({
  async executeSql(text, values = []) {
    const result = await executor.execute<Record<string, unknown>>(toDrizzleSql(text, values));
    return { rows: result.rows };
  },
});

/**
 * pg-boss's own connection on embedded PGlite: parameterised statements through `query`, and its
 * multi-statement scripts (schema migrations, locked queue creation) through `exec`.
 */
export const pgliteSql = (client: PGlite): QueueSql => ({
  async executeSql(text, values) {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  },
});

/** pg-boss's own connection on PostgreSQL: the shared pool (a multi-statement script is fine without parameters). */
export const poolSql = (pool: pg.Pool): QueueSql => ({
  executeSql: (text, values) => pool.query(text, values),
});

/**
 * Counts `sql`'s statements in flight, and whatever else is `track`ed (the job handlers), so
 * stopping can wait for them. pg-boss completes or fails a job without awaiting the statement, and
 * its graceful stop resolves as soon as no handler runs, even while a worker's fetch is still on its
 * way and about to hand jobs to a handler. A statement or handler still running would then meet a
 * closed pool (an unhandled rejection, and a job left active).
 */
export function drainable(
  inner: QueueSql,
): QueueSql & { track<T>(work: Promise<T>): Promise<T>; drained(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }
  return {
    executeSql: (text, values) => track(inner.executeSql(text, values)),
    track,
    async drained() {
      for (;;) {
        await Promise.allSettled([...inFlight]);
        // What just finished may start more within the same turn (a fetch hands its jobs to a
        // handler, a handler's end sends `complete`): let that begin before calling it drained.
        await new Promise((resolve) => setImmediate(resolve));
        if (inFlight.size === 0) return;
      }
    },
  };
}
