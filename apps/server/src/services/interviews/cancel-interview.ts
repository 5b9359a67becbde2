import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Interview, Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { interviews } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { Queue } from '../queue/queue';
import { loadInterview } from './interview-view';
import { requireInterview, type LockedInterview } from './lock-interview';
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
    const locked = await requireInterview(tx, { interviewId, actor });
    if (locked.interview.status === 'cancelled') throw conflict(interviewMessages.alreadyCancelled);
    if (isOver(locked.interview)) throw conflict(interviewMessages.alreadyOver);
    await cancelLocked(tx, { queue, locked, by: actor.role, reason });
    return loadInterview(tx, interviewId);
  });
}

/**
 * When a candidate withdraws, in the withdrawal's transaction: every interview of the application
 * still proposed, or scheduled and not over, is cancelled as if the candidate had cancelled it, so
 * calendars drop a scheduled one and its reminder is never sent.
 */
export async function cancelOpenInterviews(
  tx: Executor,
  {
    queue,
    applicationId,
    candidateId,
    reason,
  }: { queue: Queue; applicationId: string; candidateId: string; reason: string },
): Promise<void> {
  const open = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        inArray(interviews.status, ['proposed', 'scheduled']),
      ),
    )
    .orderBy(asc(interviews.createdAt));
  for (const { id } of open) {
    const locked = await requireInterview(tx, {
      interviewId: id,
      actor: { accountId: candidateId, role: 'candidate' },
    });
    if (!isOver(locked.interview))
      await cancelLocked(tx, { queue, locked, by: 'candidate', reason });
  }
}

/** Declined, or scheduled and already ended: nothing left to cancel. */
const isOver = (interview: LockedInterview['interview']) =>
  interview.status === 'declined' ||
  (interview.status === 'scheduled' &&
    interview.endAt !== null &&
    interview.endAt.getTime() <= Date.now());

async function cancelLocked(
  tx: Executor,
  {
    queue,
    locked: { interview, application, recruiterIds, facts },
    by,
    reason,
  }: { queue: Queue; locked: LockedInterview; by: Role; reason?: string },
): Promise<void> {
  const scheduled = interview.status === 'scheduled' ? interview : null;
  const sequence = interview.sequence + 1;
  await tx
    .update(interviews)
    .set({
      status: 'cancelled',
      cancelReason: reason || null,
      sequence,
      updatedAt: sql`now()`,
    })
    .where(eq(interviews.id, interview.id));
  const calendar =
    scheduled?.startAt && scheduled.endAt
      ? {
          method: 'CANCEL' as const,
          start: scheduled.startAt.toISOString(),
          end: scheduled.endAt.toISOString(),
          sequence,
        }
      : null;
  const toCandidate = calendar !== null || by === 'recruiter';
  const toRecruiters = calendar !== null || by === 'candidate';
  await tellInterview({
    tx,
    queue,
    facts,
    candidateId: toCandidate ? application.candidateId : undefined,
    recruiterIds: toRecruiters ? recruiterIds : [],
    event: { event: 'cancelled', by, reason: reason || null, calendar },
  });
}
