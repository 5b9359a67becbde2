import type { Database, Executor } from '../../db/client';
import type { Queue } from '../queue/queue';
import { isClosedApplication, lockInterview } from './lock-interview';
import { tellInterview } from './tell-interview';

/** A queued reminder: the interview, and its SEQUENCE when the reminder was queued. */
export interface InterviewReminderJob {
  interviewId: string;
  sequence: number;
}

/**
 * Queues the reminder of a just-scheduled interview, in the change's transaction, for `minutes`
 * before it starts; none when that moment has already passed. The queue keeps it in the database,
 * so it goes out after a restart too.
 */
export async function queueInterviewReminder(
  tx: Executor,
  queue: Queue,
  {
    interviewId,
    sequence,
    start,
    minutes,
  }: InterviewReminderJob & { start: string; minutes: number },
): Promise<void> {
  const due = new Date(Date.parse(start) - minutes * 60_000);
  if (due.getTime() <= Date.now()) return;
  const job: InterviewReminderJob = { interviewId, sequence };
  await queue.send(tx, 'interviewReminder', job, { startAfter: due });
}

/**
 * Sends a reminder that fell due to both sides, in-app and by email, if the interview is still
 * scheduled under the SEQUENCE the reminder was queued with (a cancel or a reschedule raised it, so
 * their reminder finds a newer one, and a newer accept queued its own) and its application was not
 * withdrawn or rejected meanwhile. Whether it was sent.
 */
export async function sendInterviewReminder({
  db,
  queue,
  job,
}: {
  db: Database;
  queue: Queue;
  job: InterviewReminderJob;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockInterview(tx, { interviewId: job.interviewId });
    if (!locked) return false;
    const { interview } = locked;
    if (interview.status !== 'scheduled' || interview.sequence !== job.sequence) return false;
    // A candidate who withdrew (or was rejected) since is not expected any more.
    if (isClosedApplication(locked.application.status)) return false;
    if (!interview.startAt || !interview.endAt) return false;
    await tellInterview({
      tx,
      queue,
      facts: locked.facts,
      candidateId: locked.application.candidateId,
      recruiterIds: locked.recruiterIds,
      event: {
        event: 'reminder',
        start: interview.startAt.toISOString(),
        end: interview.endAt.toISOString(),
      },
    });
    return true;
  });
}
