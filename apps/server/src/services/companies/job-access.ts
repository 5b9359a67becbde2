import { sql } from 'drizzle-orm';
import type { CompanyRole } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { jobMessages } from '../jobs/messages';

/**
 * What a recruiter may do to a job and its applications. The one place that decides it: every
 * route that acts on a job asks here, none decides on its own.
 * - `read`: the job's applicants, what they sent, their CVs, notes and history.
 * - `act`: everything else on the job: edit, close, reopen, delete, move applicants, write notes.
 */
export type JobAction = 'read' | 'act';

/** Which roles may do what. A job without a company is its poster's alone: they are its owner. */
const ALLOWED: Record<JobAction, readonly CompanyRole[]> = {
  read: ['owner', 'recruiter', 'viewer'],
  act: ['owner', 'recruiter'],
};

export const mayOnJob = (role: CompanyRole | null, action: JobAction) =>
  role !== null && ALLOWED[action].includes(role);

/**
 * The recruiter's role on the job: for a company's job, their role in that company (null when they
 * are not a member); for a job without a company, `owner` when they posted it. `exists` is false
 * when there is no such job. Read on every request, so removing a member ends their access at once.
 */
export async function jobRoleOf(
  db: Executor,
  { accountId, jobId }: { accountId: string; jobId: string },
): Promise<{ exists: boolean; role: CompanyRole | null }> {
  const { rows } = await db.execute<{ role: CompanyRole | null }>(sql`
    select case
      when j.company_id is null then case when j.recruiter_id = ${accountId} then 'owner' end
      else (select m.role from company_members m
            where m.company_id = j.company_id and m.account_id = ${accountId})
    end as role
    from jobs j where j.job_id = ${jobId}`);
  const [row] = rows;
  return { exists: row !== undefined, role: row?.role ?? null };
}

/**
 * Throws unless the recruiter may do `action` on the job: 404 no such job, 403 not allowed (a
 * stranger, or a viewer asking to act). Returns their role.
 */
export async function requireJobAccess(
  db: Executor,
  { accountId, jobId, action }: { accountId: string; jobId: string; action: JobAction },
): Promise<CompanyRole> {
  const { exists, role } = await jobRoleOf(db, { accountId, jobId });
  if (!exists) throw notFound(jobMessages.noSuchJob);
  if (!mayOnJob(role, action)) throw forbidden(jobMessages.notOwner);
  return role as CompanyRole;
}

/**
 * SQL true for the jobs the recruiter may `action` on (for lists: My Recruitments, the workspace),
 * with `jobAlias` the jobs table's alias in the query. The same rule as jobRoleOf, as a condition.
 */
export function jobAccessCondition(accountId: string, action: JobAction, jobAlias = 'jobs') {
  const job = sql.raw(jobAlias);
  const roles = sql.join(
    ALLOWED[action].map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`(
    (${job}.company_id is null and ${job}.recruiter_id = ${accountId})
    or exists (select 1 from company_members m
               where m.company_id = ${job}.company_id and m.account_id = ${accountId}
                 and m.role in (${roles})))`;
}
