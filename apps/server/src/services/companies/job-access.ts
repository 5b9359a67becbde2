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

const rolesThatMay = (action: JobAction) =>
  sql.join(
    ALLOWED[action].map((role) => sql`${role}`),
    sql`, `,
  );

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
 * `requireJobAccess` for a change made in a transaction, taking rows in the order every writer of a
 * recruiter's rows takes them: the recruiter's account (KEY SHARE: deleting the account starts
 * there, services/jobs/delete-job.ts), then the job FOR UPDATE when the change writes the job
 * (`lockJob`; a member's departure hands their jobs over before deleting their membership, so the
 * job comes before the membership), then their membership row FOR SHARE. Removing the member
 * deletes that row, so it waits for a change in flight, and a change that asks after the removal
 * committed finds no membership: 403.
 */
export async function lockJobAccess(
  tx: Executor,
  {
    lockJob = false,
    ...options
  }: { accountId: string; jobId: string; action: JobAction; lockJob?: boolean },
): Promise<CompanyRole> {
  await tx.execute(sql`
    select 1 from accounts where id = ${options.accountId} for key share`);
  if (lockJob) await tx.execute(sql`select 1 from jobs where job_id = ${options.jobId} for update`);
  await tx.execute(sql`
    select 1 from company_members where account_id = ${options.accountId} for share`);
  return requireJobAccess(tx, options);
}

/**
 * SQL true for the jobs the recruiter may `action` on (for lists: My Recruitments, the workspace),
 * with `jobAlias` the jobs table's alias in the query. The same rule as jobRoleOf, as a condition.
 */
export function jobAccessCondition(accountId: string, action: JobAction, jobAlias = 'jobs') {
  const job = sql.raw(jobAlias);
  const roles = rolesThatMay(action);
  return sql`(
    (${job}.company_id is null and ${job}.recruiter_id = ${accountId})
    or exists (select 1 from company_members m
               where m.company_id = ${job}.company_id and m.account_id = ${accountId}
                 and m.role in (${roles})))`;
}

/**
 * The accounts that may act on the job, as a subquery of account ids (`id`): its poster for a job
 * without a company, its company's owners and recruiters otherwise. They are the ones told of what
 * happens to its applications.
 */
export function jobActors(jobId: string) {
  return sql`
    select j.recruiter_id as id from jobs j where j.job_id = ${jobId} and j.company_id is null
    union
    select m.account_id from jobs j join company_members m on m.company_id = j.company_id
    where j.job_id = ${jobId} and m.role in (${rolesThatMay('act')})`;
}
