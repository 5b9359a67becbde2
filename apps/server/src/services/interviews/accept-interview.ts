import { eq, sql } from 'drizzle-orm';
import type { Interview } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { applicationStatusHistory, applications, interviews } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import type { Queue } from '../queue/queue';
import { queueInterviewReminder } from './interview-reminder';
import { loadInterview } from './interview-view';
import { isClosedApplication, requireInterview } from './lock-interview';
import { interviewMessages } from './messages';
import { tellInterview } from './tell-interview';

/** Where an application stands before its first interview: accepting one moves it to `interview`. */
const BEFORE_INTERVIEW = new Set(['applied', 'reviewing']);

/**
 * The candidate picks one of the offered times: the interview is scheduled (its SEQUENCE rises), an
 * application still `applied` or `reviewing` moves to `interview` (in its history, by the
 * candidate), both sides get the calendar invite, and the reminder is queued. Only a proposed
 * interview can be accepted (409), only at one of its own times (400), not one already begun (409).
 */
export async function acceptInterview({
  db,
  queue,
  candidateId,
  interviewId,
  start,
  reminderMinutes,
}: {
  db: Database;
  queue: Queue;
  candidateId: string;
  interviewId: string;
  start: string;
  reminderMinutes: number;
}): Promise<Interview> {
  return db.transaction(async (tx) => {
    const { interview, application, recruiterIds, facts } = await requireInterview(tx, {
      interviewId,
      actor: { accountId: candidateId, role: 'candidate' },
    });
    if (interview.status !== 'proposed') throw conflict(interviewMessages.notProposed);
    if (isClosedApplication(application.status))
      throw conflict(interviewMessages.applicationClosed);
    const slot = interview.slots.find(
      ({ start: offered }) => Date.parse(offered) === Date.parse(start),
    );
    if (!slot) throw badRequest(interviewMessages.notOffered);
    if (Date.parse(slot.start) <= Date.now()) throw conflict(interviewMessages.slotPassed);

    const sequence = interview.sequence + 1;
    await tx
      .update(interviews)
      .set({
        status: 'scheduled',
        startAt: new Date(slot.start),
        endAt: new Date(slot.end),
        sequence,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, interviewId));
    if (BEFORE_INTERVIEW.has(application.status)) {
      await tx
        .update(applications)
        .set({ status: 'interview', updatedAt: sql`now()` })
        .where(eq(applications.id, application.id));
      await tx.insert(applicationStatusHistory).values({
        applicationId: application.id,
        fromStatus: application.status as 'applied' | 'reviewing',
        toStatus: 'interview',
        changedBy: candidateId,
      });
    }
    await tellInterview({
      tx,
      queue,
      facts,
      candidateId,
      recruiterIds,
      event: { event: 'scheduled', calendar: { method: 'REQUEST', ...slot, sequence } },
    });
    await queueInterviewReminder(tx, queue, {
      interviewId,
      sequence,
      start: slot.start,
      minutes: reminderMinutes,
    });
    return loadInterview(tx, interviewId);
  });
}
