import { inArray } from 'drizzle-orm';
import {
  RECOMMENDATIONS_MAX_PAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  type RecommendedJob,
} from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobColumns, toJob } from '../jobs/job-view';
import { matchProfile } from './candidate-profile';
import { gatherPool, type Pooled } from './pool';
import { reasonsFor } from './reasons';

export interface RecommendJobsOptions {
  db: Executor;
  candidateId: string;
  /** 1-based; pages past RECOMMENDATIONS_MAX_PAGES are empty. */
  page: number;
  pageSize?: number;
}

/** What a job scores, best first: shared skills, then title words, then place, then experience. */
const scoreOf = (job: Pooled) => [
  job.skills,
  job.title_words.length,
  job.in_location || job.remote ? 1 : 0,
  job.fits ? 1 : 0,
];

/**
 * Better first, lexicographically: each shared skill outweighs any number of title words, a
 * title word outweighs place and experience, place outweighs experience; newest among equals.
 */
function better(a: Pooled, b: Pooled): number {
  const [left, right] = [scoreOf(a), scoreOf(b)];
  for (let i = 0; i < left.length; i += 1) if (left[i] !== right[i]) return right[i]! - left[i]!;
  return a.position < b.position ? 1 : a.position > b.position ? -1 : 0;
}

/**
 * Open jobs for a candidate from their profile, best first (see `better`), each with why it was
 * picked. Only jobs sharing a core skill or a title word qualify: a profile matching nothing gets
 * nothing, never filler. Jobs the candidate applied to, closed, expired and hidden jobs never
 * appear.
 */
export async function recommendJobs({
  db,
  candidateId,
  page,
  pageSize = RECOMMENDATIONS_PAGE_SIZE,
}: RecommendJobsOptions): Promise<RecommendedJob[]> {
  if (page < 1 || page > RECOMMENDATIONS_MAX_PAGES) return [];
  const profile = await matchProfile(db, candidateId);
  if (!profile) return [];
  const pool = new Map<string, Pooled>();
  for (const job of await gatherPool(db, profile, candidateId))
    if (job.skills > 0 || job.title_words.length > 0) pool.set(job.job_id, job);
  const chosen = [...pool.values()].sort(better).slice((page - 1) * pageSize, page * pageSize);
  if (chosen.length === 0) return [];
  const found = await db
    .select(jobColumns)
    .from(jobs)
    .where(
      inArray(
        jobs.jobId,
        chosen.map((job) => job.job_id),
      ),
    );
  const byId = new Map(found.map((row) => [row.jobId, toJob(row)]));
  return chosen.flatMap((scored) => {
    const job = byId.get(scored.job_id);
    return job ? [{ ...job, reasons: reasonsFor(job, scored, profile) }] : [];
  });
}
