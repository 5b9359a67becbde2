import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Delivery } from './deliver-mail';
import { isPermanentMailError, mailErrorSummary, maskAddress, MailSendError } from './mail-failure';
import type { QueuedMail } from './mail-job';

export interface MailJobRunner {
  deliver(job: QueuedMail): Promise<Delivery>;
  /** Fails the job: the queue tries it again after its backoff, or, after the last try, keeps it as failed. */
  fail(jobId: string, reason: object): Promise<unknown>;
  /** Ends the job without another try. */
  cancel(jobId: string): Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * Sends a batch of queued emails at once, each with its own outcome: one address failing does not
 * send the others again. A failed send is retried with backoff; a 5xx reply, or a failure on the
 * last try, gives up and says so in the log (address masked, job id).
 */
export async function runMailJobs(
  jobs: PgBoss.JobWithMetadata<QueuedMail>[],
  runner: MailJobRunner,
): Promise<void> {
  await Promise.all(jobs.map((job) => runMailJob(job, runner)));
}

async function runMailJob(
  job: PgBoss.JobWithMetadata<QueuedMail>,
  { deliver, fail, cancel, log }: MailJobRunner,
) {
  try {
    const delivery = await deliver(job.data);
    if (delivery.sent) log.debug({ jobId: job.id, to: maskAddress(delivery.to) }, 'mail sent');
    else log.info({ jobId: job.id, why: delivery.why }, 'mail not sent');
  } catch (error) {
    const cause = error instanceof MailSendError ? error.cause : error;
    const details = {
      jobId: job.id,
      template: job.data.email.template,
      to: error instanceof MailSendError ? maskAddress(error.to) : undefined,
      attempts: job.retryCount + 1,
      error: mailErrorSummary(cause),
    };
    if (isPermanentMailError(cause)) {
      log.error(details, 'mail refused for good (5xx): giving up');
      await cancel(job.id);
    } else if (job.retryCount >= job.retryLimit) {
      log.error(details, 'mail failed on its last try: giving up');
      await fail(job.id, details.error);
    } else {
      log.warn(details, 'mail failed: will try again');
      await fail(job.id, details.error);
    }
  }
}
