import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { alertMatches, applications, jobs, savedSearches } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';
import type { Queue } from '../queue/queue';
import { sendInstantAlerts } from './instant-alerts';
import { createSearchTerms, type SearchTerms } from './search-terms';

export interface MatchNewJobsOptions {
  db: Database;
  queue: Queue;
  /** Jobs just posted or reopened (a batch of the `jobAlerts` queue). */
  jobIds: string[];
  /** The worker's term cache, kept between batches; a fresh one by default. */
  terms?: SearchTerms;
  /** Saved searches read, matched and committed together. */
  chunkSize?: number;
}

export interface MatchNewJobsResult {
  openJobs: number;
  searches: number;
  /** Distinct match terms evaluated against the jobs. */
  terms: number;
  /** New (saved search, job) matches recorded. */
  matches: number;
  /** Instant alerts sent. */
  alerts: number;
}

type SearchRow = Pick<
  typeof savedSearches.$inferSelect,
  'id' | 'candidateId' | 'name' | 'query' | 'frequency'
>;
const searchColumns = {
  id: savedSearches.id,
  candidateId: savedSearches.candidateId,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
};

/** Which of the jobs each term holds for: ONE statement, each job row evaluating the array of terms. */
async function evaluateTerms(
  db: Database,
  terms: SearchTerms,
  numbers: number[],
  jobIds: string[],
  holds: Map<number, Set<string>>,
) {
  const list = sql.join(
    numbers.map((number) => terms.term(number)),
    sql`, `,
  );
  const rows = await db
    .select({ jobId: jobs.jobId, holds: sql<(boolean | null)[]>`array[${list}]::boolean[]` })
    .from(jobs)
    .where(inArray(jobs.jobId, jobIds));
  for (const number of numbers) holds.set(number, new Set());
  for (const row of rows) {
    // Only true counts, as in a WHERE: a term that is NULL for the job does not hold.
    row.holds.forEach(
      (value, index) => value === true && holds.get(numbers[index])!.add(row.jobId),
    );
  }
}

/**
 * Records the matches, skipping a job the search's candidate applied to and leaving alone a pair
 * recorded before (a job reopened); returns the searches that got a new match.
 */
async function insertMatches(tx: Executor, hits: { searchId: string; jobId: string }[]) {
  const result = await tx.execute<{ saved_search_id: string }>(sql`
    insert into ${alertMatches} (saved_search_id, job_id)
    select hits.saved_search_id, hits.job_id
    from unnest(${sql.param(hits.map((hit) => hit.searchId))}::uuid[], ${sql.param(hits.map((hit) => hit.jobId))}::text[]) as hits(saved_search_id, job_id)
    join ${savedSearches} on ${savedSearches.id} = hits.saved_search_id
    where not exists (
      select 1 from ${applications} where ${applications.jobId} = hits.job_id and ${applications.candidateId} = ${savedSearches.candidateId}
    )
    on conflict do nothing
    returning saved_search_id`);
  return result.rows.map((row) => row.saved_search_id);
}

/**
 * Matches jobs just posted or reopened against every saved search with the jobs page's own match
 * terms, so an alert fires for exactly the jobs its search lists. Searches are read a chunk at a
 * time (keyset over id); each distinct term is evaluated once per batch of jobs in SQL, and a
 * search matches a job when all of its terms hold for it. Each chunk commits its matches and its
 * instant alerts together; the primary key of alert_matches and `notified_at` make a re-run (a
 * retried batch) send nothing twice. Daily searches' matches wait for the digest.
 */
export async function matchNewJobs({
  db,
  queue,
  jobIds,
  terms = createSearchTerms(),
  chunkSize = 2000,
}: MatchNewJobsOptions): Promise<MatchNewJobsResult> {
  const result: MatchNewJobsResult = { openJobs: 0, searches: 0, terms: 0, matches: 0, alerts: 0 };
  const open = await db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(and(inArray(jobs.jobId, [...new Set(jobIds)]), isOpenJob));
  if (open.length === 0) return result;
  const openIds = open.map((job) => job.jobId);
  result.openJobs = openIds.length;

  terms.trim();
  const holds = new Map<number, Set<string>>();
  for (let after: string | undefined; ;) {
    const chunk: SearchRow[] = await db
      .select(searchColumns)
      .from(savedSearches)
      .where(after === undefined ? undefined : gt(savedSearches.id, after))
      .orderBy(asc(savedSearches.id))
      .limit(chunkSize);
    if (chunk.length === 0) break;
    after = chunk.at(-1)!.id;
    result.searches += chunk.length;

    const termsOf = chunk.map((search) => terms.of(search.query));
    const fresh = [...new Set(termsOf.flatMap((numbers) => numbers ?? []))].filter(
      (number) => !holds.has(number),
    );
    if (fresh.length > 0) await evaluateTerms(db, terms, fresh, openIds, holds);
    const hits = chunk.flatMap((search, index) => {
      const numbers = termsOf[index];
      if (!numbers) return [];
      return openIds
        .filter((jobId) => numbers.every((number) => holds.get(number)!.has(jobId)))
        .map((jobId) => ({ searchId: search.id, jobId }));
    });
    if (hits.length > 0) {
      await db.transaction(async (tx) => {
        const matched = await insertMatches(tx, hits);
        result.matches += matched.length;
        const withNew = new Set(matched);
        const instant = chunk.filter(
          (search) => search.frequency === 'instant' && withNew.has(search.id),
        );
        result.alerts += await sendInstantAlerts({ tx, queue, searches: instant });
      });
    }
    if (chunk.length < chunkSize) break;
  }
  result.terms = holds.size;
  return result;
}
