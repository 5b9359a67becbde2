import { and, eq, sql } from 'drizzle-orm';
import { REPORT_REASON_LABELS, type ReportResolution, type Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, jobs, reports } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { JobChanges } from '../jobs/job-cache';
import { jobMessages } from '../jobs/messages';
import type { Queue } from '../queue/queue';
import { auditTarget, recordAudit, type AdminActor } from './audit';
import { hideJob } from './hide-job';
import { reportMessages } from './report-messages';
import { suspendAccount } from './suspend-account';

export interface ResolveReportOptions {
  db: Database;
  queue: Queue;
  jobChanges: JobChanges;
  admin: AdminActor;
  id: string;
  resolution: ReportResolution;
}

/** The account a report's suspension falls on: the profile reported, or the poster of the job. */
async function accountToSuspend(
  tx: Executor,
  { kind, target }: { kind: 'job' | Role; target: string },
): Promise<{ role: Role; username: string }> {
  if (kind !== 'job') return { role: kind, username: target };
  const [poster] = await tx
    .select({ username: accounts.username })
    .from(jobs)
    .innerJoin(accounts, eq(accounts.id, jobs.recruiterId))
    .where(eq(jobs.jobId, target));
  if (!poster) throw notFound(jobMessages.noSuchJob);
  return { role: 'recruiter', username: poster.username };
}

/**
 * An admin resolves a report, and with it every open report on the same target, in one
 * transaction with what they decided: dismiss it, hide the job, or suspend the profile (or the
 * job's poster). The note, or else the report's reason, is what the audit log and the people
 * affected are told. 404 no such report, 409 already resolved, 400 `hide` on a profile.
 */
export async function resolveReport({
  db,
  queue,
  jobChanges,
  admin,
  id,
  resolution: { action, note },
}: ResolveReportOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!report) throw notFound(reportMessages.noSuchReport);
    if (report.status === 'resolved') throw conflict(reportMessages.alreadyResolved);
    if (action === 'hide' && report.kind !== 'job') throw badRequest(reportMessages.hideOnlyJobs);
    await tx
      .update(reports)
      .set({
        status: 'resolved',
        resolution: action,
        resolvedBy: admin.accountId,
        resolvedAt: sql`now()`,
        note: note || null,
      })
      .where(
        and(
          eq(reports.kind, report.kind),
          eq(reports.target, report.target),
          eq(reports.status, 'open'),
        ),
      );
    const reason = note || REPORT_REASON_LABELS[report.reason];
    switch (action) {
      case 'dismiss':
        await recordAudit(tx, {
          admin,
          action: 'report.dismiss',
          target: auditTarget.report(id),
          reason,
        });
        break;
      case 'hide':
        await hideJob(tx, { queue, jobChanges, admin, jobId: report.target, reason });
        break;
      case 'suspend':
        await suspendAccount(tx, {
          admin,
          ...(await accountToSuspend(tx, report)),
          reason,
          jobChanges,
        });
        break;
    }
  });
}
