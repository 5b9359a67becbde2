import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { queueJobAlerts } from '../job-alerts/queue-job-alerts';
import type { JobChanges } from '../jobs/job-cache';
import { jobMessages } from '../jobs/messages';
import type { Queue } from '../queue/queue';
import { auditTarget, recordAudit, type AdminActor } from './audit';
import { tellJobRecruiters } from './job-visibility';

interface JobModeration {
  queue: Queue;
  jobChanges: JobChanges;
  admin: AdminActor;
  jobId: string;
}

/** The job, locked for the change; 404 when there is none. */
async function lockJob(tx: Executor, jobId: string) {
  const [job] = await tx
    .select({
      jobId: jobs.jobId,
      designation: jobs.designation,
      status: jobs.status,
      statusBeforeHidden: jobs.statusBeforeHidden,
      hiddenReason: jobs.hiddenReason,
      recruiterId: jobs.recruiterId,
    })
    .from(jobs)
    .where(eq(jobs.jobId, jobId))
    .for('update');
  if (!job) throw notFound(jobMessages.noSuchJob);
  return job;
}

/**
 * An admin hides a job, in the caller's transaction: it leaves every public list and page and
 * takes no applications (an apply waiting on its row sees it hidden), its recruiters are told why
 * and cannot reopen it. Hiding a hidden job only records the new reason (one hidden because its
 * poster is suspended becomes hidden by the admin too, so an unsuspend leaves it hidden).
 */
export async function hideJob(
  tx: Executor,
  { queue, jobChanges, admin, jobId, reason }: JobModeration & { reason: string },
): Promise<void> {
  const job = await lockJob(tx, jobId);
  await tx
    .update(jobs)
    .set(
      job.status === 'hidden'
        ? {
            hiddenReason: reason,
            hiddenAt:
              job.hiddenReason === null ? sql`now()` : sql`coalesce(${jobs.hiddenAt}, now())`,
          }
        : {
            status: 'hidden',
            statusBeforeHidden: job.status,
            hiddenReason: reason,
            hiddenAt: sql`now()`,
          },
    )
    .where(eq(jobs.jobId, jobId));
  await jobChanges.changed(tx, { kind: 'job', jobId });
  await tellJobRecruiters(tx, queue, { jobId, designation: job.designation, hidden: true, reason });
  await recordAudit(tx, { admin, action: 'job.hide', target: auditTarget.job(jobId), reason });
}

/** What `/unhide` answers for a job no admin hid (a suspension's jobs come back with an unsuspend). */
export const notHiddenByAdmin = 'This job is not hidden by a moderator';

/**
 * An admin makes a job they hid visible again: it gets back the status it had (open jobs are
 * matched against saved searches again), unless its poster is still suspended, when it stays
 * hidden for that alone. 409 when no admin hid it.
 */
export async function unhideJob(
  tx: Executor,
  { queue, jobChanges, admin, jobId }: JobModeration,
): Promise<void> {
  const job = await lockJob(tx, jobId);
  if (job.status !== 'hidden' || job.hiddenReason === null) throw conflict(notHiddenByAdmin);
  const [poster] = await tx
    .select({ suspended: sql<boolean>`${accounts.suspendedAt} is not null` })
    .from(accounts)
    .where(eq(accounts.id, job.recruiterId));
  if (poster?.suspended) {
    await tx.update(jobs).set({ hiddenReason: null }).where(eq(jobs.jobId, jobId));
  } else {
    const status = job.statusBeforeHidden ?? 'closed';
    await tx
      .update(jobs)
      .set({ status, statusBeforeHidden: null, hiddenReason: null, hiddenAt: null })
      .where(eq(jobs.jobId, jobId));
    if (status === 'open') await queueJobAlerts(tx, queue, jobId);
    await jobChanges.changed(tx, { kind: 'job', jobId });
    await tellJobRecruiters(tx, queue, {
      jobId,
      designation: job.designation,
      hidden: false,
      reason: '',
    });
  }
  await recordAudit(tx, { admin, action: 'job.unhide', target: auditTarget.job(jobId) });
}
