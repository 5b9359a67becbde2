import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, jobIdReservations, jobs } from '../../db/schema';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { conflict, notFound } from '../../lib/http-error';
import type { Queue } from '../queue/queue';
import { queueJobAlerts } from '../job-alerts/queue-job-alerts';
import { lockPostingCompany } from './job-company';
import { posterDetailsOf } from './job-poster';
import { jobValues, type JobFields } from './job-values';
import type { JobChanges } from './job-cache';
import { jobMessages } from './messages';

export interface CreateJobOptions {
  db: Database;
  /** Gets the job-alerts job (matching against saved searches happens in its worker, not here). */
  queue: Queue;
  jobChanges: JobChanges;
  recruiterId: string;
  jobId: string;
  fields: JobFields;
}

/**
 * Posts a job on an ID this recruiter reserved. The poster's username, name, email and company
 * come from the stored recruiter profile, never from the request; a member of a company posts the
 * job under it, with the company's name (services/jobs/job-company.ts). The job's primary key keeps an
 * ID from being used twice, even by two concurrent requests. Saved searches are matched later, by
 * the job-alerts worker the same transaction queues: posting costs one insert more, however many alerts exist.
 */
export async function createJob({
  db,
  queue,
  jobChanges,
  recruiterId,
  jobId,
  fields,
}: CreateJobOptions) {
  const created = db.transaction(async (tx) => {
    const [recruiter] = await tx
      .select({
        username: accounts.username,
        firstName: accounts.firstName,
        email: accounts.email,
        currentJob: accounts.currentJob,
      })
      .from(accounts)
      .where(and(eq(accounts.id, recruiterId), eq(accounts.role, 'recruiter')));
    if (!recruiter) throw notFound(jobMessages.recruiterMissing);

    const [reservation] = await tx
      .select({ jobId: jobIdReservations.jobId })
      .from(jobIdReservations)
      .where(
        and(eq(jobIdReservations.jobId, jobId), eq(jobIdReservations.recruiterId, recruiterId)),
      );
    if (!reservation) throw conflict(jobMessages.createTaken);

    const company = await lockPostingCompany(tx, recruiterId);
    const poster = {
      recruiterId,
      username: recruiter.username,
      ...posterDetailsOf(recruiter),
      ...(company && { companyName: company.name }),
    };
    const inserted = await tx
      .insert(jobs)
      .values({ ...jobValues(jobId, fields, poster), companyId: company?.id ?? null })
      .onConflictDoNothing()
      .returning({ jobId: jobs.jobId });
    if (inserted.length === 0) throw conflict(jobMessages.createTaken);
    await queueJobAlerts(tx, queue, jobId);
    await jobChanges.changed(tx, { kind: 'job', jobId });
    return inserted[0].jobId;
  });
  // The recruiter read above may be deleted before the insert (its access token outlives it).
  return created.catch((error: unknown) => {
    throw foreignKeyViolation(error) === undefined ? error : notFound(jobMessages.recruiterMissing);
  });
}
