import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, jobs } from '../../db/schema';

/**
 * Locks (KEY SHARE) the account that posted the job, before the job or its applications are
 * locked: deleting that account starts at its row, then deletes the job and its applications, so
 * a change that notifies the recruiter (whose notification row refers to the account) must hold
 * the account first, or each waits for the other (a deadlock PostgreSQL ends with an error). The
 * poster's id, or undefined when there is no such job (or account).
 */
export async function lockJobPoster(tx: Executor, jobId: string): Promise<string | undefined> {
  const poster = tx.select({ id: jobs.recruiterId }).from(jobs).where(eq(jobs.jobId, jobId));
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, poster))
    .for('key share');
  return account?.id;
}
