import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { notifyAll, type Notice } from '../notifications/notify';
import type { Queue } from '../queue/queue';
import { recommendJobs } from './recommend-jobs';

/** How many jobs the weekly email lists. */
export const WEEKLY_EMAIL_JOBS = 5;
/** Where the in-app notice leads: the candidate's dashboard. */
const CANDIDATE_DASHBOARD = '/CandidateDashboard';

export interface WeeklyRecommendationsOptions {
  db: Database;
  queue: Queue;
  /** Candidates handled per transaction. */
  chunkSize?: number;
}

/**
 * Who is due this week's email: candidates with a confirmed address (mail to an address nobody
 * confirmed could reach a stranger), not suspended, not sent one in the last 7 days.
 */
const due = and(
  eq(accounts.role, 'candidate'),
  isNotNull(accounts.emailVerifiedAt),
  isNull(accounts.suspendedAt),
  or(
    isNull(accounts.recommendationsEmailedAt),
    lt(accounts.recommendationsEmailedAt, sql`now() - interval '7 days'`),
  ),
);

const jobsWord = (count: number) => (count === 1 ? '1 job matches' : `${count} jobs match`);

/**
 * One chunk in one transaction: its candidates still due are locked (a concurrent run skips them,
 * and finds them no longer due once this commits), each with recommendations is told and marked
 * sent. Returns how many were told.
 */
async function sendChunk(tx: Executor, queue: Queue, ids: string[]): Promise<number> {
  const locked = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), due))
    .orderBy(asc(accounts.id))
    .for('update', { skipLocked: true });
  const notices: Notice[] = [];
  for (const { id } of locked) {
    const jobs = await recommendJobs({
      db: tx,
      candidateId: id,
      page: 1,
      pageSize: WEEKLY_EMAIL_JOBS,
    });
    if (jobs.length === 0) continue;
    notices.push({
      accountId: id,
      type: 'recommendation',
      title: `Jobs for you: ${jobsWord(jobs.length)} your profile`,
      body: jobs.map((job) => `${job.designation} at ${job.company_name}`).join(', '),
      link: CANDIDATE_DASHBOARD,
      email: {
        template: 'jobs-for-you',
        data: {
          jobs: jobs.map((job) => ({
            jobId: job.jobID,
            designation: job.designation,
            company: job.company_name,
            location: job.job_location.join(', '),
            reasons: job.reasons,
          })),
        },
      },
    });
  }
  if (notices.length === 0) return 0;
  await tx
    .update(accounts)
    .set({ recommendationsEmailedAt: sql`now()` })
    .where(
      inArray(
        accounts.id,
        notices.map((notice) => notice.accountId),
      ),
    );
  // The in-app notice for everyone; the email unless the candidate turned 'recommendation' off.
  await notifyAll({ tx, queue, notices });
  return notices.length;
}

/**
 * The weekly "Jobs for you" run: to each candidate due (see `due`) with at least one
 * recommendation, one notice and one email listing their top WEEKLY_EMAIL_JOBS jobs and why.
 * A chunk of candidates at a time, each in one transaction that also marks them sent, so a
 * retried or concurrent run never sends twice. Returns how many candidates were told.
 */
export async function sendWeeklyRecommendations({
  db,
  queue,
  chunkSize = 50,
}: WeeklyRecommendationsOptions): Promise<number> {
  let sent = 0;
  for (let after: string | undefined; ;) {
    const chunk = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(due, after === undefined ? undefined : gt(accounts.id, after)))
      .orderBy(asc(accounts.id))
      .limit(chunkSize);
    if (chunk.length === 0) return sent;
    after = chunk.at(-1)!.id;
    const ids = chunk.map((row) => row.id);
    sent += await db.transaction((tx) => sendChunk(tx, queue, ids));
  }
}
