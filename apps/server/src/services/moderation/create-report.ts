import { and, eq, sql } from 'drizzle-orm';
import { moderationMessages, type ReportInput, type Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, jobs, reports } from '../../db/schema';
import { uniqueViolation } from '../../lib/constraint-violation';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { accountMessages } from '../accounts/messages';
import { jobRoleOf } from '../companies/job-access';
import { jobMessages } from '../jobs/messages';
import { REPORTS_PER_HOUR, reportMessages } from './report-messages';

export interface Reporter {
  accountId: string;
  role: Role;
}

/**
 * The target as stored (a username in its registered spelling, so every report on it groups
 * together). 404 when there is nothing of that kind for the public to report: no such job or a
 * hidden one, no such profile or a suspended one; 400 for the reporter's own profile or a job they
 * recruit for.
 */
async function reportedTarget(tx: Executor, reporter: Reporter, input: ReportInput) {
  if (input.kind === 'job') {
    const [job] = await tx
      .select({ jobId: jobs.jobId, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.jobId, input.target));
    if (!job || job.status === 'hidden') throw notFound(jobMessages.noSuchJob);
    const { role } = await jobRoleOf(tx, { accountId: reporter.accountId, jobId: job.jobId });
    if (role !== null) throw badRequest(reportMessages.notYourJob);
    return job.jobId;
  }
  const [account] = await tx
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.username}) = lower(${input.target})`,
        eq(accounts.role, input.kind),
        sql`${accounts.suspendedAt} is null`,
      ),
    );
  if (!account) throw notFound(accountMessages.notFound(input.kind));
  if (account.id === reporter.accountId) throw badRequest(reportMessages.notYourself);
  return account.username;
}

/** 429 once the reporter sent REPORTS_PER_HOUR reports in the last hour, with when to try again. */
async function requireReportAllowance(tx: Executor, reporterId: string) {
  const { rows } = await tx.execute<{ sent: number; retryAfter: number | null }>(sql`
    select count(*)::int as sent,
           ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as "retryAfter"
    from reports
    where reporter_id = ${reporterId} and created_at > now() - interval '1 hour'`);
  const [{ sent, retryAfter }] = rows;
  if (sent >= REPORTS_PER_HOUR)
    throw new HttpError(
      429,
      reportMessages.tooMany,
      {},
      { 'retry-after': String(Math.max(1, retryAfter ?? 1)) },
    );
}

/**
 * A signed-in candidate or recruiter reports a job or a profile for the admins' queue. The
 * reporter's account row is locked first, so their reports are counted and checked one at a time:
 * two sent at once cannot both slip under the hourly limit or both be the first open one.
 */
export async function createReport({
  db,
  reporter,
  input,
}: {
  db: Database;
  reporter: Reporter;
  input: ReportInput;
}): Promise<{ id: string }> {
  return db
    .transaction(async (tx) => {
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, reporter.accountId))
        .for('no key update');
      if (!account) throw notFound(accountMessages.notFound(reporter.role));
      const target = await reportedTarget(tx, reporter, input);
      await requireReportAllowance(tx, reporter.accountId);
      const [report] = await tx
        .insert(reports)
        .values({
          reporterId: reporter.accountId,
          kind: input.kind,
          target,
          reason: input.reason,
          details: input.details ?? '',
        })
        .returning({ id: reports.id });
      return report;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === undefined) throw error;
      throw conflict(moderationMessages.alreadyReported);
    });
}
