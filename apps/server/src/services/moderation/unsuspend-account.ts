import { sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import type { JobChanges } from '../jobs/job-cache';
import { auditTarget, recordAudit, type AdminActor } from './audit';
import { restorePostedJobs } from './suspension-jobs';
import { toSuspensionState, type SuspensionState } from './suspension-state';
import { lockSuspensionTarget } from './suspension-target';

export interface UnsuspensionOptions {
  admin: AdminActor;
  role: Role;
  username: string;
  /** Every instance's cached job pages and searches take the recruiter's jobs back with the commit. */
  jobChanges: JobChanges;
}

/**
 * Lifts a suspension: the account may log in again (its ended sessions stay ended), its profile
 * is shown again and the jobs hidden only because of it come back as they were; audited.
 * An account that is not suspended is left as it is, with nothing audited. 404 when there is no
 * such account of that role.
 */
export async function unsuspendAccount(
  tx: Executor,
  { admin, role, username, jobChanges }: UnsuspensionOptions,
): Promise<SuspensionState> {
  const target = await lockSuspensionTarget(tx, { role, username });
  if (target.suspendedAt === null) return toSuspensionState(target);
  await tx
    .update(accounts)
    .set({ suspendedAt: null, suspendedReason: null })
    .where(sql`${accounts.id} = ${target.id}`);
  if (role === 'recruiter' && (await restorePostedJobs(tx, target.id)) > 0) {
    await jobChanges.changed(tx, { kind: 'account', jobsRemoved: true });
  }
  await recordAudit(tx, {
    admin,
    action: 'account.unsuspend',
    target: auditTarget.account(role, target.username),
  });
  return toSuspensionState({ ...target, suspendedAt: null, suspendedReason: null });
}
