import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Queue } from '../queue/queue';
import { jobActors } from '../companies/job-access';
import { jobPath } from '../notifications/emails/app-paths';
import { notifyAll } from '../notifications/notify';

/**
 * Tells the job's recruiters (those who may act on it) that a moderator hid it, with the reason,
 * or made it visible again: in-app, and by email unless they turned their job's application emails
 * off (there is no kind of its own for the few emails moderation sends).
 */
export async function tellJobRecruiters(
  tx: Executor,
  queue: Queue,
  {
    jobId,
    designation,
    hidden,
    reason,
  }: { jobId: string; designation: string; hidden: boolean; reason: string },
) {
  const { rows } = await tx.execute<{ id: string }>(sql`${jobActors(jobId)}`);
  await notifyAll({
    tx,
    queue,
    notices: rows.map(({ id }) => ({
      accountId: id,
      type: 'application' as const,
      title: hidden
        ? `${designation} was hidden by a moderator`
        : `${designation} is visible again`,
      body: hidden ? `Reason: ${reason}` : 'A moderator made your job visible again.',
      link: jobPath(jobId),
      email: { template: 'job-moderation' as const, data: { jobId, designation, hidden, reason } },
    })),
  });
}
