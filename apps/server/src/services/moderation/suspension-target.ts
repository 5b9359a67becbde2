import { sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { accountMessages } from '../accounts/messages';

export interface SuspensionTarget {
  id: string;
  role: Role;
  username: string;
  suspendedAt: Date | null;
  suspendedReason: string | null;
}

/**
 * The candidate's or recruiter's account named by username (any letter case), locked FOR UPDATE
 * before anything else: every writer of a recruiter's rows takes the account before its jobs
 * (services/companies/job-access.ts), so a job change in flight finishes first and two
 * moderations of one account queue up. 404 when there is no such account of that role.
 */
export async function lockSuspensionTarget(
  tx: Executor,
  { role, username }: { role: Role; username: string },
): Promise<SuspensionTarget> {
  const { rows } = await tx.execute<{
    id: string;
    username: string;
    suspended_at: string | Date | null;
    suspended_reason: string | null;
  }>(sql`
    select a.id, a.username, a.suspended_at, a.suspended_reason
    from usernames u join accounts a on a.username = u.username
    where lower(u.username) = lower(${username}) and a.role = ${role}
    for update of a`);
  const [row] = rows;
  if (!row) throw notFound(accountMessages.notFound(role));
  return {
    id: row.id,
    role,
    username: row.username,
    suspendedAt: row.suspended_at === null ? null : new Date(row.suspended_at),
    suspendedReason: row.suspended_reason,
  };
}
