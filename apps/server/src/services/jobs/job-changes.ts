import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';

/** The PostgreSQL NOTIFY channel every API instance listens on for changes to cached job answers. */
export const JOB_CHANGES_CHANNEL = 'jobhunter_job_changes';
/** Where each instance confirms, by the change's id, that it has dropped what the change made stale. */
export const JOB_CHANGE_ACKS_CHANNEL = 'jobhunter_job_change_acks';
/** The application_name of every instance's listening connection (db/listen.ts), so a writer can count them. */
export const LISTENER_NAME = 'jobhunter-listener';

/** What a write changed, as far as cached job pages, searches and stats are concerned. */
export const jobChangeSchema = z.discriminatedUnion('kind', [
  /** A job was posted, edited, closed, reopened or deleted: its page, lists, searches and counts change. */
  z.object({ kind: z.literal('job'), jobId: z.string().optional() }),
  /** A recruiter's name, email or company changed: every job page and search may show them. */
  z.object({ kind: z.literal('poster') }),
  /** An account was created or deleted; a recruiter's deletion takes all their jobs with it. */
  z.object({ kind: z.literal('account'), jobsRemoved: z.boolean() }),
  /** A candidate applied: their own searches leave that job out from now on. */
  z.object({ kind: z.literal('application'), candidate: z.string() }),
]);

export type JobChange = z.infer<typeof jobChangeSchema>;

const notificationSchema = z.object({ id: z.string(), change: jobChangeSchema });
export type JobChangeNotification = z.infer<typeof notificationSchema>;

/**
 * Tells every instance of the change from inside the writing transaction: PostgreSQL delivers a
 * NOTIFY only when (and if) the transaction commits, so nobody drops its cache for a write that
 * rolled back, and a crash after the commit cannot lose the message. Answers how many instances
 * are listening, hence how many confirmations to wait for.
 */
export async function notifyJobChange(
  tx: Executor,
  notification: JobChangeNotification,
): Promise<number> {
  const result = await tx.execute<{ listeners: number }>(sql`
    select pg_notify(${JOB_CHANGES_CHANNEL}, ${JSON.stringify(notification)}),
      (select count(*)::int from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()) as listeners`);
  return Number(result.rows[0].listeners);
}

/** The change a notification carries; undefined for anything else on the channel. */
export function parseJobChange(payload: string): JobChangeNotification | undefined {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
