import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyRole } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { detachJobs, handOverJobs } from './company-jobs';
import { ownerCount } from './company-access';
import { companyMessages } from './messages';

export interface Departure {
  companyId: string;
  accountId: string;
  role: CompanyRole;
  /**
   * `leave`: the member leaves or is removed. The last owner cannot while others remain (409); the
   * only member takes their jobs back (no company) and the empty company is deleted.
   * `delete-account`: always succeeds. The last owner's place passes to the earliest-joined other
   * member; the only member's company is deleted with its jobs.
   */
  why: 'leave' | 'delete-account';
}

/** What a departure did to the company's jobs, for the job caches. */
export type DepartureEffect = 'jobs-handed-over' | 'jobs-detached' | 'company-deleted';

/**
 * A member leaves the company, with the company row already locked by the caller (the lock every
 * change to members takes). Their company jobs pass to another owner first, so the jobs stay the
 * company's whatever happens to their account afterwards.
 */
export async function departCompany(
  tx: Executor,
  { companyId, accountId, role, why }: Departure,
): Promise<DepartureEffect> {
  const others = await tx
    .select({ accountId: companyMembers.accountId, role: companyMembers.role })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        sql`${companyMembers.accountId} <> ${accountId}`,
      ),
    )
    .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.accountId));

  if (others.length === 0) {
    // The only member: leaving keeps their jobs (back to no company) rather than deleting them;
    // deleting the account takes the company and its jobs, as the account's own jobs go with it.
    if (why === 'leave') await detachJobs(tx, { companyId, recruiterId: accountId });
    await tx.delete(companies).where(eq(companies.id, companyId));
    return why === 'leave' ? 'jobs-detached' : 'company-deleted';
  }

  // Jobs before member rows, the order a change to a job takes them (the job, then the acting
  // member's row FOR SHARE): the other order could deadlock with it.
  if (role === 'owner' && (await ownerCount(tx, companyId)) === 1) {
    if (why === 'leave') throw conflict(companyMessages.needsOwner);
    const successor = others[0]!.accountId;
    await handOverJobs(tx, { companyId, fromId: accountId, toId: successor });
    await tx
      .update(companyMembers)
      .set({ role: 'owner' })
      .where(eq(companyMembers.accountId, successor));
  } else {
    await handOverJobs(tx, { companyId, fromId: accountId });
  }
  await tx.delete(companyMembers).where(eq(companyMembers.accountId, accountId));
  return 'jobs-handed-over';
}
