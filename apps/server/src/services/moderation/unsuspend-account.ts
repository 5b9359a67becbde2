import { sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { queueJobAlerts } from '../job-alerts/queue-job-alerts';
import type { JobChanges } from '../jobs/job-cache';
import type { Queue } from '../queue/queue';
import { auditTarget, recordAudit, type AdminActor } from './audit';
import { restorePostedJobs } from './suspension-jobs';
import { toSuspensionState, type SuspensionState } from './suspension-state';
import { lockSuspensionTarget } from './suspension-target';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

export interface UnsuspensionOptions {
  admin: AdminActor;
  role: Role;
  username: string;
  /** Every instance's cached job pages and searches take the recruiter's jobs back with the commit. */
  jobChanges: JobChanges;
  queue: Queue;
}

/**
 * Lifts a suspension: the account may log in again (its ended sessions stay ended), its profile
 * is shown again and the jobs hidden only because of it come back as they were (an open one is
 * matched against saved searches again, as a reopened job is; one already alerted is not alerted
 * twice); audited.
 * An account that is not suspended is left as it is, with nothing audited. 404 when there is no
 * such account of that role.
 */
export async function unsuspendAccount(
  tx: Executor,
  { admin, role, username, jobChanges, queue }: UnsuspensionOptions,
): Promise<SuspensionState> {
  const target = await lockSuspensionTarget(tx, { role, username });
  if (target.suspendedAt === null) return toSuspensionState(target);
  await tx
    .update(accounts)
    .set({ suspendedAt: null, suspendedReason: null })
    .where(sql`${accounts.id} = ${target.id}`);
  // Found again by recruiters (if still discoverable).
  if (role === 'candidate') await refreshCandidateSearch(tx, [target.id]);
  const restored = role === 'recruiter' ? await restorePostedJobs(tx, target.id) : [];
  for (const job of restored) if (job.status === 'open') await queueJobAlerts(tx, queue, job.jobId);
  if (restored.length > 0) await jobChanges.changed(tx, { kind: 'account', jobsRemoved: true });
  await recordAudit(tx, {
    admin,
    action: 'account.unsuspend',
    target: auditTarget.account(role, target.username),
  });
  return toSuspensionState({ ...target, suspendedAt: null, suspendedReason: null });
}
