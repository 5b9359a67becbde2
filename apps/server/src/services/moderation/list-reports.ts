import { and, desc, eq, sql } from 'drizzle-orm';
import type { Report, ReportKind, ReportStatus, Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts, reports } from '../../db/schema';

export interface ReportFilter {
  status: ReportStatus;
  /** Only the reports on one kind of target, or on one target (with `kind`). */
  kind?: ReportKind;
  target?: string;
}

/**
 * The admins' queue: the newest `limit` reports of a status, each with its reporter and how many
 * open reports its target has in all (what the admin weighs before acting).
 */
export async function listReports(
  db: Executor,
  { status, kind, target, limit = 200 }: ReportFilter & { limit?: number },
): Promise<Report[]> {
  const rows = await db
    .select({
      id: reports.id,
      kind: reports.kind,
      target: reports.target,
      reason: reports.reason,
      details: reports.details,
      role: accounts.role,
      username: accounts.username,
      createdAt: reports.createdAt,
      status: reports.status,
      reportsOnTarget: sql<number>`(
        select count(*) from reports r
        where r.kind = ${reports.kind} and r.target = ${reports.target} and r.status = 'open')`.mapWith(
        Number,
      ),
    })
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.reporterId))
    .where(
      and(
        eq(reports.status, status),
        kind && eq(reports.kind, kind),
        target === undefined ? undefined : sql`lower(${reports.target}) = lower(${target})`,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return rows.map(({ role, username, createdAt, ...report }) => ({
    ...report,
    // Only candidates and recruiters may report (routes/reports).
    reporter: { role: role as Role, username },
    createdAt: createdAt.toISOString(),
  }));
}
