import { inArray, sql } from 'drizzle-orm';
import {
  RECOMMENDATIONS_MAX_PAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  type RecommendedJob,
} from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobColumns, toJob } from '../jobs/job-view';
import { lexeme } from '../search/search-key';
import { matchProfile, type MatchProfile } from './candidate-profile';
import { poolSelect } from './pool';
import { reasonsFor, type Scored } from './reasons';

export interface RecommendJobsOptions {
  db: Executor;
  candidateId: string;
  /** 1-based; pages past RECOMMENDATIONS_MAX_PAGES are empty. */
  page: number;
  pageSize?: number;
}

/**
 * How a pooled job scores, lexicographically: each shared skill outweighs any number of title
 * words, a title word outweighs location and experience, location outweighs experience.
 */
function scoreColumns(profile: MatchProfile) {
  const lexemes = [...new Set(profile.titleWords.flatMap((word) => word.lexemes))];
  const skills = sql`array[${sql.join(
    profile.skillKeys.map((skill) => sql`${skill}`),
    sql`, `,
  )}]::text[]`;
  const skillCount = profile.skillKeys.length
    ? sql`cardinality(array(select unnest(p.skill_keys) intersect select unnest(${skills})))`
    : sql`0`;
  const titleMatches = lexemes.length
    ? sql`array_remove(array[${sql.join(
        lexemes.map(
          (word) =>
            sql`case when p.search_vector @@ ${`${lexeme(word)}:A`}::tsquery then ${word}::text end`,
        ),
        sql`, `,
      )}], null)`
    : sql`array[]::text[]`;
  const locations = profile.locationKeys.length
    ? sql`p.location_keys && array[${sql.join(
        profile.locationKeys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`
    : sql`false`;
  const remote = sql`'env:Remote' = any(p.filter_tags)`;
  const fits =
    profile.experienceMonths === null
      ? sql`false`
      : sql`(p.experience_months is null or p.experience_months <= ${profile.experienceMonths})`;
  return { skillCount, titleMatches, locations, remote, fits };
}

/**
 * Open jobs for a candidate from their profile, best first (see scoreColumns; newest among
 * equals), each with why it was picked. Only jobs sharing a core skill or a title word qualify:
 * a profile matching nothing gets nothing, never filler. Jobs the candidate applied to, closed,
 * expired and hidden jobs never appear.
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
  const pool = poolSelect(profile, candidateId);
  if (!pool) return [];
  const { skillCount, titleMatches, locations, remote, fits } = scoreColumns(profile);
  const { rows } = await db.execute<Scored & { created_at: string }>(
    sql`select job_id, created_at, skills, title_words, in_location, remote, fits from (
          select distinct on (p.job_id) p.job_id, p.created_at,
            ${skillCount} as skills, ${titleMatches} as title_words,
            ${locations} as in_location, ${remote} as remote, ${fits} as fits
          from (${pool}) as p order by p.job_id
        ) as s
        where skills > 0 or cardinality(title_words) > 0
        order by skills desc, cardinality(title_words) desc, (in_location or remote) desc, fits desc,
          created_at desc, job_id
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  if (rows.length === 0) return [];
  const found = await db
    .select(jobColumns)
    .from(jobs)
    .where(
      inArray(
        jobs.jobId,
        rows.map((row) => row.job_id),
      ),
    );
  const byId = new Map(found.map((row) => [row.jobId, toJob(row)]));
  return rows.flatMap((row) => {
    const job = byId.get(row.job_id);
    return job ? [{ ...job, reasons: reasonsFor(job, row, profile) }] : [];
  });
}
