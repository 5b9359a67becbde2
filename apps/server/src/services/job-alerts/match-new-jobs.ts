import { and, asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { alertMatches, applications, jobs, savedSearches } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';
import { jobMatchCondition } from '../jobs/search-jobs';
import type { Queue } from '../queue/queue';
import { parseSearchQuery } from '../saved-searches/search-query';
import { sendInstantAlerts } from './instant-alerts';

export interface MatchNewJobsOptions {
  db: Database;
  queue: Queue;
  /** Jobs just posted or reopened (a batch of the `jobAlerts` queue). */
  jobIds: string[];
  /** Saved searches evaluated by one statement. */
  chunkSize?: number;
}

export interface MatchNewJobsResult {
  openJobs: number;
  searches: number;
  /** New (saved search, job) matches recorded. */
  matches: number;
  /** Instant alerts sent. */
  alerts: number;
}

type SearchRow = Pick<typeof savedSearches.$inferSelect, 'id' | 'candidateId' | 'name' | 'query' | 'frequency'>;

/**
 * The saved search's condition, by the jobs page's own builder from its stored query; a query the
 * search schema no longer accepts matches nothing (it was valid when saved).
 */
function conditionOf(query: string): SQL {
  const parsed = parseSearchQuery(query);
  return parsed.success ? jobMatchCondition(parsed.data) : sql`false`;
}

/**
 * Records which of the chunk's searches match which of the jobs, in ONE statement: each job row of
 * the batch evaluates the array of every search's condition, and the true positions are its
 * searches. A job the search's candidate applied to is skipped, and a pair recorded before (a job
 * reopened) is left alone: it returns only new matches.
 */
async function insertMatches(tx: Executor, chunk: SearchRow[], jobIds: string[]) {
  const conditions = sql.join(chunk.map((search) => conditionOf(search.query)), sql`, `);
  const ids = sql.join(chunk.map((search) => sql`${search.id}`), sql`, `);
  const result = await tx.execute(sql`
    with hits as (
      select (array[${ids}]::uuid[])[m.idx] as saved_search_id, ${jobs.jobId} as job_id
      from ${jobs} cross join lateral unnest(array[${conditions}]::boolean[]) with ordinality as m(hit, idx)
      where ${inArray(jobs.jobId, jobIds)} and m.hit
    )
    insert into ${alertMatches} (saved_search_id, job_id)
    select hits.saved_search_id, hits.job_id
    from hits join ${savedSearches} on ${savedSearches.id} = hits.saved_search_id
    where not exists (
      select 1 from ${applications} where ${applications.jobId} = hits.job_id and ${applications.candidateId} = ${savedSearches.candidateId}
    )
    on conflict do nothing
    returning saved_search_id`);
  return (result as unknown as { rows: { saved_search_id: string }[] }).rows.map((row) => row.saved_search_id);
}

/**
 * Matches jobs just posted or reopened against every saved search, a chunk of searches at a time
 * (keyset over id), with the jobs page's own condition builder, so an alert fires for exactly the
 * jobs its search lists. Each chunk commits its matches and its instant alerts together; the
 * primary key of alert_matches and `notified_at` make a re-run (a retried batch) send nothing twice.
 * Daily searches' matches wait for the digest.
 */
export async function matchNewJobs({ db, queue, jobIds, chunkSize = 500 }: MatchNewJobsOptions): Promise<MatchNewJobsResult> {
  const result: MatchNewJobsResult = { openJobs: 0, searches: 0, matches: 0, alerts: 0 };
  const open = await db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(and(inArray(jobs.jobId, [...new Set(jobIds)]), isOpenJob));
  if (open.length === 0) return result;
  const openIds = open.map((job) => job.jobId);
  result.openJobs = openIds.length;

  const columns = { id: savedSearches.id, candidateId: savedSearches.candidateId, name: savedSearches.name, query: savedSearches.query, frequency: savedSearches.frequency };
  for (let after: string | undefined; ; ) {
    const chunk = await db
      .select(columns)
      .from(savedSearches)
      .where(after === undefined ? undefined : gt(savedSearches.id, after))
      .orderBy(asc(savedSearches.id))
      .limit(chunkSize);
    if (chunk.length === 0) break;
    after = chunk.at(-1)!.id;
    result.searches += chunk.length;
    await db.transaction(async (tx) => {
      const matches = await insertMatches(tx, chunk, openIds);
      result.matches += matches.length;
      const matched = new Set(matches);
      const instant = chunk.filter((search) => search.frequency === 'instant' && matched.has(search.id));
      result.alerts += await sendInstantAlerts({ tx, queue, searches: instant });
    });
    if (chunk.length < chunkSize) break;
  }
  return result;
}
