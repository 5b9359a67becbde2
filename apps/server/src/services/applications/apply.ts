import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicationStatusHistory, applications } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { lockJobForApplying } from '../jobs/lock-job';
import { lockJobRecipients } from '../jobs/lock-poster';
import {
  fullName,
  notifyNewApplication,
  notifyStatusChange,
} from '../notifications/application-events';
import type { Queue } from '../queue/queue';
import type { JobChanges } from '../jobs/job-cache';
import { jobMessages } from '../jobs/messages';
import { loadApplication } from './application-view';
import { keepResumeCopy, readApplicationForm, type ApplicationFormInput } from './application-form';
import { applicationMessages } from './messages';

/** The application's reference to its job, as the migration names it. */
const APPLICATION_JOB_FK = 'applications_job_id_jobs_job_id_fk';

/**
 * The signed-in candidate applies to a stored job. The unique (job, candidate) index decides
 * between concurrent double-applies: exactly one insert wins, the others get 403. The first
 * history entry records the application itself.
 *
 * A closed (or expired) job takes no application. The job row is read FOR SHARE: a close, reopen or
 * edit (an UPDATE) waits for this transaction, and this one waits for theirs and then reads the
 * job as they left it. So a close that committed first always turns the application away (409).
 *
 * The job's recruiters who may act on it are notified (in-app, and by email through the queue) in
 * the same transaction.
 *
 * The cover letter and the answers to the job's questions are kept with the application, and so is
 * a copy of the candidate's current CV (services/applications/application-form.ts). An answer that
 * fails a knock-out still makes an application, already rejected: its history says the screening
 * did it, and the candidate is told as when a recruiter rejects.
 */
export async function applyToJob({
  db,
  queue,
  jobChanges,
  candidateId,
  jobId,
  form = { answers: [] },
}: {
  db: Database;
  queue: Queue;
  jobChanges: JobChanges;
  candidateId: string;
  jobId: string;
  form?: ApplicationFormInput;
}) {
  const applied = db.transaction(async (tx) => {
    const recipients = await lockJobRecipients(tx, jobId);
    const job = await lockJobForApplying(tx, jobId);
    if (!job.open) throw conflict(applicationMessages.jobClosed);
    const [candidate] = await tx
      .select({
        id: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      })
      .from(accounts)
      .where(and(eq(accounts.id, candidateId), eq(accounts.role, 'candidate')));
    if (!candidate) throw notFound(applicationMessages.candidateMissing);
    const { values, resume } = await readApplicationForm(tx, { candidateId, job, form });
    const knockedOut = values.screening === 'failed';

    const [inserted] = await tx
      .insert(applications)
      .values({ jobId, candidateId, ...values, status: knockedOut ? 'rejected' : 'applied' })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!inserted) throw forbidden(applicationMessages.alreadyApplied);
    await keepResumeCopy(tx, inserted.id, resume);
    await tx.insert(applicationStatusHistory).values({
      applicationId: inserted.id,
      fromStatus: null,
      toStatus: 'applied',
      changedBy: candidateId,
    });
    if (knockedOut) {
      // Its own moment (now() is the transaction's start, the applying's), so it reads second.
      await tx.insert(applicationStatusHistory).values({
        applicationId: inserted.id,
        fromStatus: 'applied',
        toStatus: 'rejected',
        changedBy: null,
        actor: 'screening',
        changedAt: sql`clock_timestamp()`,
      });
      await notifyStatusChange({
        tx,
        queue,
        jobId,
        designation: job.designation,
        company: job.companyName,
        candidateId,
        status: 'rejected',
      });
    }
    await jobChanges.changed(tx, { kind: 'application', candidate: candidate.username });
    await notifyNewApplication({
      tx,
      queue,
      jobId,
      designation: job.designation,
      recipients,
      candidate: { name: fullName(candidate), username: candidate.username },
    });
    return loadApplication(tx, inserted.id);
  });
  // The job (or the candidate) checked above may be deleted before the insert: then it is gone, a 404.
  return applied.catch((error: unknown) => {
    const constraint = foreignKeyViolation(error);
    if (constraint === undefined) throw error;
    throw notFound(
      constraint === APPLICATION_JOB_FK
        ? jobMessages.noSuchJob
        : applicationMessages.candidateMissing,
    );
  });
}
