import { eq, sql } from 'drizzle-orm';
import type { Interview, InterviewSlot } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { interviews } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { InterviewCalendar } from '../notifications/emails/interview-email-data';
import type { Queue } from '../queue/queue';
import { loadInterview } from './interview-view';
import { isClosedApplication, requireInterview } from './lock-interview';
import { interviewMessages } from './messages';
import { tellInterview } from './tell-interview';

/**
 * A recruiter who may act on the job offers new times for a proposed, scheduled or declined
 * interview: it is `proposed` again with those times and the candidate is told. A scheduled one is
 * first taken out of both sides' calendars (METHOD:CANCEL under its raised SEQUENCE, which the
 * next accept's invite then exceeds). Its reminder finds the newer SEQUENCE and sends nothing. A
 * cancelled interview, or a withdrawn or rejected application, is 409.
 */
export async function rescheduleInterview({
  db,
  queue,
  recruiterId,
  interviewId,
  slots,
}: {
  db: Database;
  queue: Queue;
  recruiterId: string;
  interviewId: string;
  slots: InterviewSlot[];
}): Promise<Interview> {
  return db.transaction(async (tx) => {
    const { interview, application, recruiterIds, facts } = await requireInterview(tx, {
      interviewId,
      actor: { accountId: recruiterId, role: 'recruiter' },
    });
    if (interview.status === 'cancelled') throw conflict(interviewMessages.alreadyCancelled);
    if (isClosedApplication(application.status))
      throw conflict(interviewMessages.applicationClosed);
    const sequence = interview.sequence + 1;
    const cancelled: InterviewCalendar | null =
      interview.status === 'scheduled' && interview.startAt && interview.endAt
        ? {
            method: 'CANCEL',
            start: interview.startAt.toISOString(),
            end: interview.endAt.toISOString(),
            sequence,
          }
        : null;
    await tx
      .update(interviews)
      .set({
        status: 'proposed',
        slots,
        startAt: null,
        endAt: null,
        sequence,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, interviewId));
    if (cancelled)
      await tellInterview({
        tx,
        queue,
        facts,
        recruiterIds,
        event: { event: 'moved', calendar: cancelled },
      });
    await tellInterview({
      tx,
      queue,
      facts,
      candidateId: application.candidateId,
      event: { event: 'proposed', slots, rescheduled: true, calendar: cancelled },
    });
    return loadInterview(tx, interviewId);
  });
}
