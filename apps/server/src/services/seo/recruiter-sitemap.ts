import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * The first recruiter (by username, along the accounts' unique username index) of every sitemap
 * file of `pageSize` recruiters, in one pass: row_number() keeping rows 1, pageSize + 1, …
 * Suspended recruiters are left out here and in each file: their profiles are not found.
 */
export async function recruiterFileStarts(db: Database, pageSize: number): Promise<string[]> {
  const result = await db.execute<{ username: string }>(sql`select username from (
      select ${accounts.username} as username, row_number() over (order by ${accounts.username}) as n
      from ${accounts} where ${accounts.role} = 'recruiter' and ${accounts.suspendedAt} is null
    ) as numbered
    where (n - 1) % ${sql.raw(String(Math.trunc(pageSize)))} = 0
    order by n`);
  return result.rows.map((row) => row.username);
}

/** The recruiters' usernames of one file: a range of the username index, at most `limit`. */
export async function recruiterFile(
  db: Database,
  { from, to, limit }: { from?: string; to?: string; limit: number },
) {
  const rows = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'recruiter'),
        isNull(accounts.suspendedAt),
        from === undefined ? undefined : gte(accounts.username, from),
        to === undefined ? undefined : lt(accounts.username, to),
      ),
    )
    .orderBy(asc(accounts.username))
    .limit(limit);
  return rows.map((row) => row.username);
}
