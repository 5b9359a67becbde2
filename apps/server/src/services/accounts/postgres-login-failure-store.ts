import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import type { FailureCount, LoginFailureStore } from './login-failure-store';

/** When the window of `windowMs` that ends now began. */
const windowStart = (windowMs: number) =>
  sql`clock_timestamp() - make_interval(secs => ${windowMs}::double precision / 1000)`;

/**
 * Failed logins in the `login_failures` table (migration 0012), so every instance on one PostgreSQL
 * slows the same guesser down. Each failure is one upsert per key: concurrent failures on any
 * instance are counted one after another on the row, never lost.
 */
export function postgresLoginFailureStore(db: Database): LoginFailureStore {
  return {
    async read(keys, windowMs) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({
          key: loginFailures.key,
          failures: loginFailures.failures,
          lastMs: sql<number>`(extract(epoch from ${loginFailures.lastFailureAt}) * 1000)::float8`,
        })
        .from(loginFailures)
        .where(
          and(
            inArray(loginFailures.key, keys),
            gt(loginFailures.lastFailureAt, windowStart(windowMs)),
          ),
        );
      return new Map<string, FailureCount>(
        rows.map((row) => [row.key, { count: Number(row.failures), lastMs: Number(row.lastMs) }]),
      );
    },
    async add(keys, windowMs) {
      // Sorted, so two instances adding the same keys lock the rows in the same order.
      for (const key of [...keys].sort()) {
        await db
          .insert(loginFailures)
          .values({ key, failures: 1, lastFailureAt: sql`clock_timestamp()` })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              failures: sql`case when ${loginFailures.lastFailureAt} <= ${windowStart(windowMs)} then 1 else ${loginFailures.failures} + 1 end`,
              lastFailureAt: sql`clock_timestamp()`,
            },
          });
      }
    },
    async clear(key) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

/** Forgets counts whose window is over; any instance may run it, as often as it likes. */
export async function deleteStaleLoginFailures(db: Database, windowMs: number) {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, windowStart(windowMs)));
}
