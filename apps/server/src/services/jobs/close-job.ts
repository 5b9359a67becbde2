import { eq, sql } from 'drizzle-orm';
import { moderationMessages, type Job } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { Queue } from '../queue/queue';
import { queueJobAlerts } from '../job-alerts/queue-job-alerts';
import { getJob } from './get-job';
import type { JobChanges } from './job-cache';
import { lockJobToChange } from './lock-job';
import { isExpiredJob } from './open-job';

interface JobChange {
  db: Database;
  jobChanges: JobChanges;
  recruiterId: string;
  jobId: string;
}

/**
 * A recruiter who may act on the job closes it: it leaves searches and lists and takes no more applications (an apply
 * waiting on the job's row sees it closed, services/applications/apply.ts). Closing a closed job
 * changes nothing, so its closedAt stays the first close. A hidden job stays hidden, to be restored
 * closed.
 */
export async function closeJob({ db, jobChanges, recruiterId, jobId }: JobChange): Promise<Job> {
  return db.transaction(async (tx) => {
    const row = await lockJobToChange(tx, { recruiterId, jobId });
    if (row.status === 'hidden') {
      // It stays hidden; closed is what an unhide will restore.
      await tx
        .update(jobs)
        .set({ statusBeforeHidden: 'closed', closedAt: sql`coalesce(${jobs.closedAt}, now())` })
        .where(eq(jobs.jobId, jobId));
    } else if (row.status !== 'closed') {
      await tx
        .update(jobs)
        .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(jobs.jobId, jobId));
      await jobChanges.changed(tx, { kind: 'job', jobId });
    }
    return getJob({ db: tx, jobId, audience: 'owner' });
  });
}

/**
 * A recruiter who may act on the job reopens it. One whose validThrough day has passed loses that day (it would be
 * closed again at once otherwise); the recruiter may set a new one with an edit. Reopening an open
 * job changes nothing. A job that did reopen is matched against saved searches again (one already
 * alerted for it is not alerted twice). A job hidden by moderation cannot be reopened (409).
 */
export async function reopenJob({
  db,
  queue,
  jobChanges,
  recruiterId,
  jobId,
}: JobChange & { queue: Queue }): Promise<Job> {
  return db.transaction(async (tx) => {
    const row = await lockJobToChange(tx, { recruiterId, jobId });
    if (row.status === 'hidden') throw conflict(moderationMessages.cannotReopenHidden);
    const reopened = await tx
      .update(jobs)
      .set({
        status: 'open',
        closedAt: null,
        validThrough: sql`case when ${isExpiredJob} then null else ${jobs.validThrough} end`,
        updatedAt: sql`now()`,
      })
      .where(sql`${jobs.jobId} = ${jobId} and (${jobs.status} = 'closed' or ${isExpiredJob})`)
      .returning({ jobId: jobs.jobId });
    if (reopened.length > 0) {
      await queueJobAlerts(tx, queue, jobId);
      await jobChanges.changed(tx, { kind: 'job', jobId });
    }
    return getJob({ db: tx, jobId, audience: 'owner' });
  });
}
