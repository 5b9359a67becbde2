import { and, arrayContains, arrayOverlaps, count, gte, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { JobSearchOptions, JobSearchResult } from '@jobhunter/shared';
import { MONTHS_PER_YEAR } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { exclusionFor } from './job-exclusion';
import { jobColumns, toJob, type JobRow } from './job-view';
import { newestFirst } from './newest-first';
import { isOpenJob } from './open-job';
import { searchQuery } from './search-vector';

/** Any of these tags (the schema's filter_tags), through its GIN index. */
const anyTag = (tags: string[] | undefined) => (tags?.length ? arrayOverlaps(jobs.filterTags, tags) : undefined);
/** A yes/no filter: "yes" is a tag lookup in the index; "no" is the tag's absence. */
function flag(tag: 'fresher' | 'visa', value: boolean | undefined) {
  if (value === undefined) return undefined;
  return value ? arrayContains(jobs.filterTags, [tag]) : not(arrayContains(jobs.filterTags, [tag]));
}

/** What a job is matched on: the search's filters, not its paging, order or viewer. */
export type JobMatchOptions = Omit<JobSearchOptions, 'username' | 'sort' | 'page' | 'pageSize'>;

/**
 * THE terms of "this job matches these search options": open, and every filter given; a job
 * matches when all of them hold. The jobs page's search and the job-alert matcher
 * (services/job-alerts) both use them, so an alert fires for exactly the jobs its search would
 * list (bar the viewer's own exclusions, which are not filters). The matcher evaluates each
 * distinct term once for thousands of saved searches, hence terms rather than one expression.
 */
export function jobMatchTerms(options: JobMatchOptions): SQL[] {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  const query = options.q ? searchQuery(options.q) : undefined;
  const terms = [
    // Open jobs only. Closed jobs are few next to open ones, so this is a cheap recheck on the rows
    // the GIN indexes find (valid_through's "today" cannot go into a partial index predicate).
    isOpenJob,
    query && sql`${jobs.searchVector} @@ ${query}`,
    anyTag(options.work_environment?.map((value) => `env:${value}`)),
    anyTag(options.type_of_employment?.map((value) => `type:${value}`)),
    options.location?.length ? arrayOverlaps(jobs.locationKeys, lower(options.location)) : undefined,
    options.skill?.length ? arrayOverlaps(jobs.skillKeys, lower(options.skill)) : undefined,
    flag('fresher', options.fresher),
    flag('visa', options.visa),
    options.minCTC === undefined ? undefined : gte(jobs.topCtcUsd, Math.ceil(options.minCTC)),
    options.maxExperienceYears === undefined
      ? undefined
      : or(isNull(jobs.experienceMonths), lte(jobs.experienceMonths, Math.floor(options.maxExperienceYears * MONTHS_PER_YEAR))),
  ];
  return terms.filter((term): term is SQL => term !== undefined);
}

/** The jobs page's WHERE: all of the match terms (never undefined: isOpenJob is always one). */
export const jobMatchCondition = (options: JobMatchOptions): SQL => and(...jobMatchTerms(options))!;

/** Sort orders end on (created_at, job_id) so pages never overlap or skip rows. */
function orderOf(options: JobSearchOptions, query: SQL | undefined): SQL[] {
  const newest = [newestFirst(jobs.createdAt), sql`${jobs.jobId}`];
  if (options.sort === 'salary') return [newestFirst(jobs.topCtcUsd), ...newest];
  if (options.sort === 'relevance' && query) return [sql`ts_rank(${jobs.searchVector}, ${query}) desc`, ...newest];
  return newest;
}

async function countMatches(db: Database, where: SQL | undefined) {
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(where);
  return total;
}

/**
 * Full-text search of open jobs with filters, sorting and offset pagination. Matching uses the GIN indexes on
 * the search vector, the filter tags and the location/skill keys; `total` counts every match.
 * A ranked search reads every match anyway, so it counts them in the same pass (a window count);
 * other orders read only one page along an index and count with a separate query.
 */
export async function searchJobs({ db, options }: { db: Database; options: JobSearchOptions }): Promise<JobSearchResult> {
  const query = options.q ? searchQuery(options.q) : undefined;
  const where = and(jobMatchCondition(options), await exclusionFor(db, options.username));
  const order = orderOf(options, query);
  const offset = (options.page - 1) * options.pageSize;
  const result = (rows: JobRow[], total: number) => ({ items: rows.map(toJob), total, page: options.page, pageSize: options.pageSize });

  if (query && options.sort === 'relevance') {
    const rows = await db
      .select({ ...jobColumns, matches: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(options.pageSize)
      .offset(offset);
    // Past the last page no row carries the count.
    return result(rows, rows[0]?.matches ?? (await countMatches(db, where)));
  }
  const [rows, total] = await Promise.all([
    db.select(jobColumns).from(jobs).where(where).orderBy(...order).limit(options.pageSize).offset(offset),
    countMatches(db, where),
  ]);
  return result(rows, total);
}
