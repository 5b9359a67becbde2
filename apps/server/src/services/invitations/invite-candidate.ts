import { and, eq, sql } from 'drizzle-orm';
import type { JobInvitation, JobInvitationInput } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, applications, jobInvitations, jobs } from '../../db/schema';
import { foreignKeyViolation, uniqueViolation } from '../../lib/constraint-violation';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { jobRoleOf, mayOnJob } from '../companies/job-access';
import { jobMessages } from '../jobs/messages';
import { isOpenJob } from '../jobs/open-job';
import { fullName } from '../notifications/application-events';
import type { Queue } from '../queue/queue';
import { requireInvitationAllowance } from './invitation-allowance';
import { invitationMessages } from './invitation-messages';
import { notifyInvitation } from './notify-invitation';

const UNIQUE_INVITATION = 'job_invitations_job_candidate_key';
const INVITATION_JOB_FK = 'job_invitations_job_id_jobs_job_id_fk';

export interface InviteCandidateOptions {
  db: Database;
  queue: Queue;
  recruiterId: string;
  input: JobInvitationInput;
}

/**
 * The candidate as recruiters may find them: by username in any case, discoverable and not
 * suspended. Anyone else is "not found", so an invitation tells nothing of hidden profiles.
 */
async function findableCandidate(tx: Executor, username: string) {
  const [candidate] = await tx
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.username}) = lower(${username})`,
        eq(accounts.role, 'candidate'),
        eq(accounts.discoverable, true),
        sql`${accounts.suspendedAt} is null`,
      ),
    );
  if (!candidate) throw notFound(invitationMessages.candidateNotFound);
  return candidate;
}

/**
 * The job, read FOR SHARE after the recruiter's account and before their membership (the order of
 * services/companies/job-access.ts lockJobAccess), so a close, a hide or a member's removal either
 * commits first and is seen here, or waits for the invitation. 404 no such job or a hidden one, 403
 * a job the recruiter may not act on, 409 a job that takes no applications.
 */
async function lockInvitableJob(tx: Executor, recruiterId: string, jobId: string) {
  const [job] = await tx
    .select({
      jobId: jobs.jobId,
      designation: jobs.designation,
      companyName: jobs.companyName,
      open: sql<boolean>`${isOpenJob}`,
      hidden: sql<boolean>`${jobs.status} = 'hidden'`,
    })
    .from(jobs)
    .where(eq(jobs.jobId, jobId))
    .for('share');
  if (!job || job.hidden) throw notFound(invitationMessages.jobNotFound);
  await tx.execute(sql`select 1 from company_members where account_id = ${recruiterId} for share`);
  const { role } = await jobRoleOf(tx, { accountId: recruiterId, jobId });
  if (!mayOnJob(role, 'act')) throw forbidden(jobMessages.notOwner);
  if (!job.open) throw conflict(invitationMessages.jobNotOpen);
  return job;
}

async function requireNotApplied(tx: Executor, jobId: string, candidateId: string) {
  const [applied] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
  if (applied) throw conflict(invitationMessages.alreadyApplied);
}

async function requireNotInvited(tx: Executor, jobId: string, candidateId: string) {
  const [invited] = await tx
    .select({ id: jobInvitations.id })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.candidateId, candidateId)));
  if (invited) throw conflict(invitationMessages.alreadyInvited);
}

/**
 * A recruiter invites a candidate they found to apply to a job they may act on; the candidate is
 * told in-app and by email in the same transaction. The recruiter's account row is locked first
 * (FOR NO KEY UPDATE, as a report's reporter is), so their invitations are counted against the
 * hourly limit one at a time. Two invitations of the same pair at once: the unique index lets one
 * in, the other is the same 409 as a later one.
 */
export async function inviteCandidate({
  db,
  queue,
  recruiterId,
  input,
}: InviteCandidateOptions): Promise<JobInvitation> {
  const note = input.note ? input.note : null;
  return db
    .transaction(async (tx) => {
      const [recruiter] = await tx
        .select({ firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(eq(accounts.id, recruiterId))
        .for('no key update');
      if (!recruiter) throw notFound(jobMessages.recruiterMissing);
      const candidate = await findableCandidate(tx, input.username);
      const job = await lockInvitableJob(tx, recruiterId, input.jobID);
      await requireNotApplied(tx, job.jobId, candidate.id);
      await requireNotInvited(tx, job.jobId, candidate.id);
      await requireInvitationAllowance(tx, recruiterId);
      const [stored] = await tx
        .insert(jobInvitations)
        .values({ jobId: job.jobId, candidateId: candidate.id, invitedBy: recruiterId, note })
        .returning({ id: jobInvitations.id, createdAt: jobInvitations.createdAt });
      await notifyInvitation({
        tx,
        queue,
        candidateId: candidate.id,
        jobId: job.jobId,
        designation: job.designation,
        company: job.companyName,
        recruiterName: fullName(recruiter),
        note,
      });
      return {
        id: stored.id,
        jobID: job.jobId,
        username: candidate.username,
        note,
        createdAt: stored.createdAt.toISOString(),
      };
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === UNIQUE_INVITATION)
        throw conflict(invitationMessages.alreadyInvited);
      // The job or the candidate read above was deleted before the insert.
      const missing = foreignKeyViolation(error);
      if (missing !== undefined)
        throw notFound(
          missing === INVITATION_JOB_FK
            ? invitationMessages.jobNotFound
            : invitationMessages.candidateNotFound,
        );
      throw error;
    });
}
