import { sql } from 'drizzle-orm';
import type { JobStatus } from '@jobhunter/shared';
import type { Executor } from '../../db/client';

/**
 * Hides the jobs the recruiter posted that are not hidden already, keeping the status to restore.
 * A null hidden_reason is what marks a job hidden only because its poster is suspended; a job an
 * admin hid keeps its own reason and stays as it is. Answers how many were hidden.
 */
export async function hidePostedJobs(tx: Executor, recruiterId: string): Promise<number> {
  const { rows } = await tx.execute<{ job_id: string }>(sql`
    update jobs
    set status = 'hidden', status_before_hidden = status, hidden_reason = null, hidden_at = now()
    where recruiter_id = ${recruiterId} and status <> 'hidden'
    returning job_id`);
  return rows.length;
}

/**
 * Gives back the recruiter's jobs hidden only by the suspension the status they had (an open job
 * whose last day passed meanwhile is expired, as it would have been); the jobs an admin hid stay
 * hidden. Answers the jobs that came back, each with its status.
 *
 * Every hidden job of theirs is locked first: an admin's unhide in flight (it locks the job, then
 * reads whether the poster is suspended) would otherwise leave its job hidden by the suspension
 * after this update had passed it over as the admin's, and nothing would ever show it again.
 */
export async function restorePostedJobs(
  tx: Executor,
  recruiterId: string,
): Promise<{ jobId: string; status: JobStatus }[]> {
  await tx.execute(sql`
    select 1 from jobs where recruiter_id = ${recruiterId} and status = 'hidden'
    order by job_id for update`);
  const { rows } = await tx.execute<{ job_id: string; status: JobStatus }>(sql`
    update jobs
    set status = status_before_hidden, status_before_hidden = null, hidden_at = null
    where recruiter_id = ${recruiterId} and status = 'hidden' and hidden_reason is null
      and status_before_hidden is not null
    returning job_id, status`);
  return rows.map((row) => ({ jobId: row.job_id, status: row.status }));
}
