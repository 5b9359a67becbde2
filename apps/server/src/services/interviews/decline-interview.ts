import { eq, sql } from 'drizzle-orm';
import type { Interview } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { interviews } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { Queue } from '../queue/queue';
import { loadInterview } from './interview-view';
import { requireInterview } from './lock-interview';
import { interviewMessages } from './messages';
import { tellInterview } from './tell-interview';

/**
 * The candidate declines the times offered: the interview is `declined` (a recruiter may offer new
 * times with a reschedule) and the job's recruiters are told. Only a proposed interview (409).
 */
export async function declineInterview({
  db,
  queue,
  candidateId,
  interviewId,
}: {
  db: Database;
  queue: Queue;
  candidateId: string;
  interviewId: string;
}): Promise<Interview> {
  return db.transaction(async (tx) => {
    const { interview, recruiterIds, facts } = await requireInterview(tx, {
      interviewId,
      actor: { accountId: candidateId, role: 'candidate' },
    });
    if (interview.status !== 'proposed') throw conflict(interviewMessages.notProposed);
    await tx
      .update(interviews)
      .set({ status: 'declined', sequence: interview.sequence + 1, updatedAt: sql`now()` })
      .where(eq(interviews.id, interviewId));
    await tellInterview({ tx, queue, facts, recruiterIds, event: { event: 'declined' } });
    return loadInterview(tx, interviewId);
  });
}
