import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applications, jobs } from '../../db/schema';

/** Whose jobs to leave out: a candidate's applied jobs, or a recruiter's own. Unknown names leave out nothing. */
export async function exclusionFor(
  db: Database,
  username: string | undefined,
): Promise<SQL | undefined> {
  if (!username) return undefined;
  const [account] = await db
    .select({ id: accounts.id, role: accounts.role })
    .from(accounts)
    .where(eq(accounts.username, username));
  if (!account) return undefined;
  if (account.role === 'recruiter') return ne(jobs.recruiterId, account.id);
  return sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.jobId} and ${applications.candidateId} = ${account.id})`;
}
