import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobActors } from '../companies/job-access';

/**
 * Locks (KEY SHARE) the accounts told of a change to the job's applications (its poster, or its
 * company's members who may act on it), before the job or its applications are locked: deleting
 * one of those accounts starts at its row, then deletes the jobs and applications it takes with
 * it, so a change that notifies them (the notification row refers to the account) must hold the
 * accounts first, or each waits for the other (a deadlock PostgreSQL ends with an error). They are
 * taken in the order of their ids, so two such changes never hold them the other way round. Their
 * ids, none when there is no such job.
 */
export async function lockJobRecipients(tx: Executor, jobId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select a.id from accounts a where a.id in (${jobActors(jobId)})
    order by a.id for key share`);
  return rows.map((row) => row.id);
}
