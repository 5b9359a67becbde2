import { desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The admin doing something, as every moderation service takes it. */
export interface AdminActor {
  accountId: string;
  username: string;
}

/** What a moderation target is called in the audit log. */
export const auditTarget = {
  job: (jobId: string) => `job:${jobId}`,
  account: (role: string, username: string) => `${role}:${username}`,
  report: (id: string) => `report:${id}`,
};

/**
 * Writes one entry of the audit log, in the transaction of the action it records: the action and
 * its record commit together or not at all.
 */
export async function recordAudit(
  tx: Executor,
  {
    admin,
    action,
    target,
    reason = '',
  }: { admin: AdminActor; action: AuditAction; target: string; reason?: string },
): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: admin.accountId,
    adminUsername: admin.username,
    action,
    target,
    reason,
  });
}

/** The newest `limit` entries of the audit log, newest first. */
export async function listAudit(
  db: Executor,
  { limit = 200 }: { limit?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      admin: auditLog.adminUsername,
      action: auditLog.action,
      target: auditLog.target,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
