import { eq, sql } from 'drizzle-orm';
import type { Interview, Role } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { interviews } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { Queue } from '../queue/queue';
import { loadInterview } from './interview-view';
import { requireInterview } from './lock-interview';
import { interviewMessages } from './messages';
import { tellInterview } from './tell-interview';

/**
 * Either side cancels: the candidate their own interview, a recruiter one of a job they may act on.
 * It becomes `cancelled` with the reason and a raised SEQUENCE. A scheduled one is taken out of
 * both sides' calendars (METHOD:CANCEL) and both are told; a proposed one only tells the other
 * side. Already cancelled, declined, or scheduled and ended: 409.
 */
export async function cancelInterview({
  db,
  queue,
  actor,
  interviewId,
  reason,
}: {
  db: Database;
  queue: Queue;
  actor: { accountId: string; role: Role };
  interviewId: string;
  reason?: string;
}): Promise<Interview> {
  return db.transaction(async (tx) => {
    const { interview, application, recruiterIds, facts } = await requireInterview(tx, {
      interviewId,
      actor,
    });
    if (interview.status === 'cancelled') throw conflict(interviewMessages.alreadyCancelled);
    const scheduled = interview.status === 'scheduled' ? interview : null;
    if (
      interview.status === 'declined' ||
      (scheduled?.endAt && scheduled.endAt.getTime() <= Date.now())
    )
      throw conflict(interviewMessages.alreadyOver);
    const sequence = interview.sequence + 1;
    await tx
      .update(interviews)
      .set({
        status: 'cancelled',
        cancelReason: reason || null,
        sequence,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, interviewId));
    const calendar =
      scheduled?.startAt && scheduled.endAt
        ? {
            method: 'CANCEL' as const,
            start: scheduled.startAt.toISOString(),
            end: scheduled.endAt.toISOString(),
            sequence,
          }
        : null;
    const toCandidate = calendar !== null || actor.role === 'recruiter';
    const toRecruiters = calendar !== null || actor.role === 'candidate';
    await tellInterview({
      tx,
      queue,
      facts,
      candidateId: toCandidate ? application.candidateId : undefined,
      recruiterIds: toRecruiters ? recruiterIds : [],
      event: { event: 'cancelled', by: actor.role, reason: reason || null, calendar },
    });
    return loadInterview(tx, interviewId);
  });
}
