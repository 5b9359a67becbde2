import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alertMatches } from '../../db/schema';
import type { Notice } from '../notifications/notify';
import type { Queue } from '../queue/queue';
import { allJobsPath } from '../notifications/emails/app-paths';
import { jobsBySearch, MAX_LISTED_JOBS, newJobs } from './alerted-jobs';
import { notifyAlerted } from './notify-alerted';

export interface InstantSearch {
  id: string;
  candidateId: string;
  name: string;
  query: string;
}

/**
 * One alert per instant search for its matches not yet notified (the in-app notification and, to
 * a confirmed address, the `job-alert` email), marking them notified in the same transaction: a
 * crash before the commit sends nothing and leaves them pending for the retry; after it, they are
 * never sent again.
 */
export async function sendInstantAlerts({
  tx,
  queue,
  searches,
}: {
  tx: Executor;
  queue: Queue;
  searches: InstantSearch[];
}): Promise<number> {
  if (searches.length === 0) return 0;
  const notified = await tx
    .update(alertMatches)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        inArray(
          alertMatches.savedSearchId,
          searches.map((search) => search.id),
        ),
        isNull(alertMatches.notifiedAt),
      ),
    )
    .returning({ savedSearchId: alertMatches.savedSearchId, jobId: alertMatches.jobId });
  const jobsOf = await jobsBySearch(tx, notified);
  const notices: Notice[] = searches.flatMap((search) => {
    const jobs = jobsOf.get(search.id);
    if (!jobs) return [];
    return [
      {
        accountId: search.candidateId,
        type: 'job_alert' as const,
        title: `New jobs for "${search.name}"`,
        body: `${newJobs(jobs.length)} match${jobs.length === 1 ? 'es' : ''} your alert`,
        link: allJobsPath(search.query),
        email: {
          template: 'job-alert' as const,
          data: {
            savedSearchId: search.id,
            searchName: search.name,
            query: search.query,
            jobs: jobs.slice(0, MAX_LISTED_JOBS),
          },
        },
      },
    ];
  });
  await notifyAlerted({ tx, queue, notices });
  return notices.length;
}
