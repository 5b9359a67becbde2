import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Interview, Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts, applications, interviews } from '../../db/schema';
import { jobAccessCondition } from '../companies/job-access';
import { selectInterviews, toInterview } from './interview-view';

/** The most a list answers: the upcoming ones come first, so what is cut off is the oldest. */
export const INTERVIEW_LIST_LIMIT = 200;

/** Scheduled and not yet ended: first, soonest first. */
const upcoming = sql`(${interviews.status} = 'scheduled' and ${interviews.endAt} > now())`;
const earliestSlot = sql`(select min((slot->>'start')::timestamptz) from jsonb_array_elements(${interviews.slots}) slot)`;

/**
 * The caller's interviews: a candidate's own, or for a recruiter those of every job they may read
 * (services/companies/job-access.ts), optionally of one job and one candidate. Upcoming first:
 * scheduled ones not yet ended by their start, then proposed ones by their earliest time offered,
 * then the rest (ended, declined, cancelled), most recently created first.
 */
export async function listInterviews({
  db,
  viewer,
  jobId,
  candidateUsername,
}: {
  db: Executor;
  viewer: { accountId: string; role: Role };
  jobId?: string;
  candidateUsername?: string;
}): Promise<Interview[]> {
  const conditions: SQL[] = [
    viewer.role === 'candidate'
      ? eq(applications.candidateId, viewer.accountId)
      : jobAccessCondition(viewer.accountId, 'read'),
  ];
  if (jobId) conditions.push(eq(applications.jobId, jobId));
  if (candidateUsername) conditions.push(eq(accounts.username, candidateUsername));
  const rows = await selectInterviews(db)
    .where(and(...conditions))
    .orderBy(
      sql`case when ${upcoming} then 0 when ${interviews.status} = 'proposed' then 1 else 2 end`,
      sql`case when ${upcoming} then ${interviews.startAt} end`,
      sql`case when ${interviews.status} = 'proposed' then ${earliestSlot} end`,
      desc(interviews.createdAt),
      desc(interviews.id),
    )
    .limit(INTERVIEW_LIST_LIMIT);
  return rows.map(toInterview);
}
