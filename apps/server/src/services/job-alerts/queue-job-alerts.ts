import type { Executor } from '../../db/client';
import type { Queue } from '../queue/queue';

/** The data of one `jobAlerts` queue job: a job just posted or reopened. */
export interface JobAlertsJob {
  jobId: string;
}

/**
 * Queues the job for matching against saved searches, in the transaction that posted or reopened
 * it: the match runs only if that commits, and surely runs once it has.
 */
export async function queueJobAlerts(tx: Executor, queue: Queue, jobId: string): Promise<void> {
  const job: JobAlertsJob = { jobId };
  await queue.send(tx, 'jobAlerts', job);
}
