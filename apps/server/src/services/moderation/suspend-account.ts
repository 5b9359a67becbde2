import { sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { endSessions } from '../accounts/session';
import type { JobChanges } from '../jobs/job-cache';
import { auditTarget, recordAudit, type AdminActor } from './audit';
import { hidePostedJobs } from './suspension-jobs';
import { toSuspensionState, type SuspensionState } from './suspension-state';
import { lockSuspensionTarget } from './suspension-target';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

export interface SuspensionOptions {
  admin: AdminActor;
  role: Role;
  username: string;
  reason: string;
  /** Every instance's cached job pages and searches drop the recruiter's jobs with the commit. */
  jobChanges: JobChanges;
}

/**
 * Suspends the account, in the caller's transaction (a report's resolution calls it too): its
 * sessions end, its login is refused, its profile and the jobs it posted are hidden; audited.
 * Suspending a suspended account only replaces the reason (it stays suspended since the first
 * time). Throws 404 when there is no such account of that role.
 */
export async function suspendAccount(
  tx: Executor,
  { admin, role, username, reason, jobChanges }: SuspensionOptions,
): Promise<SuspensionState> {
  const target = await lockSuspensionTarget(tx, { role, username });
  const [row] = await tx
    .update(accounts)
    .set({ suspendedAt: sql`coalesce(${accounts.suspendedAt}, now())`, suspendedReason: reason })
    .where(sql`${accounts.id} = ${target.id}`)
    .returning({ suspendedAt: accounts.suspendedAt, suspendedReason: accounts.suspendedReason });
  // Refresh tokens belong to sessions: ending them stops a refresh whatever the login checks.
  await endSessions({ db: tx, accountId: target.id });
  // Recruiters no longer find a suspended candidate.
  if (role === 'candidate') await refreshCandidateSearch(tx, [target.id]);
  if (role === 'recruiter' && (await hidePostedJobs(tx, target.id)) > 0) {
    await jobChanges.changed(tx, { kind: 'account', jobsRemoved: true });
  }
  await recordAudit(tx, {
    admin,
    action: 'account.suspend',
    target: auditTarget.account(role, target.username),
    reason,
  });
  return toSuspensionState({ ...target, ...row });
}
