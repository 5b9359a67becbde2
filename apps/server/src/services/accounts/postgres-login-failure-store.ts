import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FailureCount, LoginFailureStore } from './login-failure-store';

const windowInterval = (windowMs: number) =>
  sql`make_interval(secs => ${windowMs}::double precision / 1000)`;

/**
 * Failed logins in the `login_failures` table (migration 0012), so every instance on one PostgreSQL
 * slows the same guesser down. Each failure is one upsert per key: concurrent failures on any
 * instance are counted one after another on the row, never lost.
 */
export function postgresLoginFailureStore(db: Database): LoginFailureStore {
  return {
    async read(keys, windowMs) {
      if (keys.length === 0) return new Map();
      const result = await db.execute(sql`
        select key, failures, (extract(epoch from last_failure_at) * 1000)::float8 as last_ms
        from login_failures
        where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})
          and last_failure_at > clock_timestamp() - ${windowInterval(windowMs)}`);
      const rows = (
        result as unknown as { rows: { key: string; failures: number; last_ms: number }[] }
      ).rows;
      return new Map<string, FailureCount>(
        rows.map((row) => [row.key, { count: Number(row.failures), lastMs: Number(row.last_ms) }]),
      );
    },
    async add(keys, windowMs) {
      // Sorted, so two instances adding the same keys lock the rows in the same order.
      for (const key of [...keys].sort()) {
        await db.execute(sql`
          insert into login_failures as f (key, failures, last_failure_at)
          values (${key}, 1, clock_timestamp())
          on conflict (key) do update set
            failures = case when f.last_failure_at <= clock_timestamp() - ${windowInterval(windowMs)} then 1 else f.failures + 1 end,
            last_failure_at = clock_timestamp()`);
      }
    },
    async clear(key) {
      await db.execute(sql`delete from login_failures where key = ${key}`);
    },
  };
}

/** Forgets counts whose window is over; any instance may run it, as often as it likes. */
export async function deleteStaleLoginFailures(db: Database, windowMs: number) {
  await db.execute(
    sql`delete from login_failures where last_failure_at < clock_timestamp() - ${windowInterval(windowMs)}`,
  );
}
