import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { alertMatches, savedSearches } from '../../db/schema';
import type { MailTemplate } from '../notifications/mail-job';
import type { Notice } from '../notifications/notify';
import type { Queue } from '../queue/queue';
import { allJobsPath, settingsPath } from '../notifications/emails/app-paths';
import { jobsBySearch, MAX_LISTED_JOBS, newJobs } from './alerted-jobs';
import { notifyAlerted } from './notify-alerted';

type DigestSearch = Extract<
  MailTemplate,
  { template: 'job-alert-digest' }
>['data']['searches'][number];

/** Where a digest of several searches leads: the job alerts in the candidate's settings. */
const JOB_ALERTS_SETTINGS = `${settingsPath('candidate')}#job-alerts`;

export interface DailyDigestOptions {
  db: Database;
  queue: Queue;
  /** Candidates handled per transaction. */
  chunkSize?: number;
}

/** Their daily searches' matches not notified yet, marked notified as they are read. */
async function takePendingMatches(tx: Executor, candidateIds: string[]) {
  const dailySearches = tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(inArray(savedSearches.candidateId, candidateIds), eq(savedSearches.frequency, 'daily')),
    );
  return tx
    .update(alertMatches)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(alertMatches.savedSearchId, dailySearches), isNull(alertMatches.notifiedAt)))
    .returning({ savedSearchId: alertMatches.savedSearchId, jobId: alertMatches.jobId });
}

/** One digest for a chunk of candidates: per candidate, their searches with the jobs each matched. */
async function sendDigests(tx: Executor, queue: Queue, candidateIds: string[]): Promise<number> {
  const taken = await takePendingMatches(tx, candidateIds);
  if (taken.length === 0) return 0;
  const jobsOf = await jobsBySearch(tx, taken);
  const searches = await tx
    .select({
      id: savedSearches.id,
      candidateId: savedSearches.candidateId,
      name: savedSearches.name,
      query: savedSearches.query,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.id, [...new Set(taken.map((match) => match.savedSearchId))]))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));

  const notices: Notice[] = [];
  for (const candidateId of candidateIds) {
    const digest: (DigestSearch & { total: number })[] = [];
    for (const search of searches.filter((row) => row.candidateId === candidateId)) {
      const jobs = jobsOf.get(search.id);
      if (!jobs) continue;
      digest.push({
        savedSearchId: search.id,
        searchName: search.name,
        query: search.query,
        jobs: jobs.slice(0, MAX_LISTED_JOBS),
        total: jobs.length,
      });
    }
    if (digest.length === 0) continue;
    const total = digest.reduce((sum, search) => sum + search.total, 0);
    notices.push({
      accountId: candidateId,
      type: 'job_alert',
      title: `Your daily job alerts: ${newJobs(total)}`,
      body: digest
        .map((search) => `${newJobs(search.total)} for "${search.searchName}"`)
        .join(', '),
      link: digest.length === 1 ? allJobsPath(digest[0].query) : JOB_ALERTS_SETTINGS,
      email: {
        template: 'job-alert-digest',
        data: { searches: digest.map(({ total: _total, ...search }) => search) },
      },
    });
  }
  await notifyAlerted({ tx, queue, notices });
  return notices.length;
}

/**
 * The daily digest run: one `job-alert-digest` per candidate (emailed only to a confirmed
 * address; in the app for every candidate), listing what each of their daily searches matched
 * since the last digest (jobs closed meanwhile left out); nothing for a candidate with no such
 * match. Candidates are taken a chunk at a time, each chunk in one
 * transaction, so a crash re-runs cleanly: notified matches are never listed again.
 * Returns how many digests were sent.
 */
export async function sendDailyDigests({
  db,
  queue,
  chunkSize = 200,
}: DailyDigestOptions): Promise<number> {
  let sent = 0;
  for (let after: string | undefined; ;) {
    const candidates = await db
      .selectDistinct({ candidateId: savedSearches.candidateId })
      .from(savedSearches)
      .innerJoin(alertMatches, eq(alertMatches.savedSearchId, savedSearches.id))
      .where(
        and(
          eq(savedSearches.frequency, 'daily'),
          isNull(alertMatches.notifiedAt),
          after === undefined ? undefined : gt(savedSearches.candidateId, after),
        ),
      )
      .orderBy(asc(savedSearches.candidateId))
      .limit(chunkSize);
    if (candidates.length === 0) return sent;
    after = candidates.at(-1)!.candidateId;
    const candidateIds = candidates.map((row) => row.candidateId);
    sent += await db.transaction((tx) => sendDigests(tx, queue, candidateIds));
  }
}
