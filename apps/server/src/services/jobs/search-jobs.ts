import { and, arrayContains, arrayOverlaps, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { JobSearchOptions, JobSearchResult } from '@jobhunter/shared';
import { MONTHS_PER_YEAR, SEARCH_COUNT_CAP } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { exclusionFor } from './job-exclusion';
import { jobColumns, toJob } from './job-view';
import { isOpenJob } from './open-job';
import { filterKeyQuery, payFloorQuery, searchKey } from './search-key';
import { searchQuery } from './search-vector';

/**
 * How many index entries a search reads along its sort order before it calls the search narrow and
 * asks the GIN indexes instead (services/jobs/search-jobs.ts, "the two paths" below).
 */
export const WALK_BUDGET = 8000;
/** The longest walk a deep page of a broad search may take (about 40 ms) before the GIN path. */
const MAX_WALK = 100_000;

/** Any of these tags (the schema's filter_tags), through its GIN index. */
const anyTag = (tags: string[] | undefined) => (tags?.length ? arrayOverlaps(jobs.filterTags, tags) : undefined);
/** A yes/no filter: "yes" is a tag lookup in the index; "no" is the tag's absence. */
function flag(tag: 'fresher' | 'visa', value: boolean | undefined) {
  if (value === undefined) return undefined;
  return value ? arrayContains(jobs.filterTags, [tag]) : not(arrayContains(jobs.filterTags, [tag]));
}

/**
 * THE condition a job must meet to match a search: open, the full-text match and every filter, as
 * one boolean over a `jobs` row (no username exclusion). Searches and saved-search alerts both use it.
 * Every column it reads is carried by the covering search indexes (migration 0008).
 */
export function jobMatchCondition(options: JobSearchOptions): SQL | undefined {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  const query = options.q ? searchQuery(options.q) : undefined;
  return and(
    // Open jobs only: closed jobs are few next to open ones, a cheap recheck.
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
  );
}

type Order = 'newest' | 'salary';
/** A position in a sort order: the last job of a page. `s` is the pay key (salary order only). */
interface Position {
  t: string;
  id: string;
  s?: number;
}
interface Found extends Position {
  rank: number;
}

// The sort orders, exactly as the covering indexes are written (migration 0008), ending on job_id
// so pages never overlap or skip rows.
const payKey = sql`coalesce(${jobs.topCtcUsd}, -1)`;
const orderBy: Record<Order, SQL> = {
  newest: sql`${jobs.createdAt} desc nulls last, ${jobs.jobId}`,
  salary: sql`${payKey} desc, ${jobs.createdAt} desc nulls last, ${jobs.jobId}`,
};

/** Rows after a position in an order (keyset); the leading key bounds the index range. */
function after(order: Order, position: Position | undefined): SQL | undefined {
  if (!position) return undefined;
  const t = sql`${position.t}::timestamptz`;
  const newer = sql`(${jobs.createdAt} < ${t} or (${jobs.createdAt} = ${t} and ${jobs.jobId} > ${position.id}))`;
  if (order === 'newest') return sql`${jobs.createdAt} <= ${t} and ${newer}`;
  const s = position.s ?? -1;
  return sql`${payKey} <= ${s} and (${payKey} < ${s} or ${newer})`;
}

const encodeCursor = (order: Order, position: Position) => Buffer.from(JSON.stringify([order, position.t, position.id, position.s ?? null])).toString('base64url');
function decodeCursor(order: Order, cursor: string): Position {
  const invalid = badRequest('cursor is not one this search gave (use nextCursor of the previous page, with the same sort)');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(value) || value.length !== 4) throw invalid;
  const [sort, t, id, s] = value as unknown[];
  const timestamp = typeof t === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(t);
  if (sort !== order || !timestamp || typeof id !== 'string' || id.length > 64) throw invalid;
  if (order === 'salary' && !(typeof s === 'number' && Number.isInteger(s))) throw invalid;
  return { t: t as string, id, s: order === 'salary' ? (s as number) : undefined };
}

const salaryOrder = (a: Position, b: Position) => (b.s ?? -1) - (a.s ?? -1) || (a.t < b.t ? 1 : a.t > b.t ? -1 : a.id < b.id ? -1 : 1);
const salaryAfter = (found: Position, from: Position) => salaryOrder(from, found) < 0;

/** The columns a walk returns per match: its position, and its rank when ranking. */
function foundColumns(query: SQL | undefined): SQL {
  const rank = query ? sql`ts_rank(${jobs.searchVector}, ${query})` : sql`0`;
  return sql`${jobs.jobId} as id, ${jobs.createdAt}::text as t, ${payKey} as s, ${rank}::float8 as rank`;
}
const rowsOf = (result: unknown) =>
  ((result as { rows: { id: string; t: string; s: number; rank: number }[] }).rows ?? []).map((row) => ({
    id: row.id,
    t: row.t,
    s: Number(row.s),
    rank: Number(row.rank),
  }));

/**
 * The broad-search path: read at most WALK_BUDGET entries of the order's covering index from the
 * start (or the cursor), test each one without touching the table, stop at `limit` matches.
 * Written as a subquery named "jobs" so the match condition reads the index's columns.
 */
async function walk(db: Executor, order: Order, where: Condition, from: Position | undefined, limit: number, query: SQL | undefined, budget = WALK_BUDGET) {
  const inner = sql`select ${jobs.jobId}, ${jobs.createdAt}, ${jobs.searchVector}, ${jobs.status}, ${jobs.validThrough},
    ${jobs.recruiterId}, ${jobs.filterTags}, ${jobs.locationKeys}, ${jobs.skillKeys}, ${jobs.topCtcUsd}, ${jobs.experienceMonths}
    from ${jobs} ${from ? sql`where ${after(order, from)}` : sql``} order by ${orderBy[order]} limit ${budget}`;
  const result = await db.execute(
    sql`select ${foundColumns(query)} from (${inner}) as ${jobs} ${where.exact ? sql`where ${where.exact}` : sql``} order by ${orderBy[order]} limit ${limit}`,
  );
  return rowsOf(result);
}

/**
 * The narrow-search path: the GIN indexes (text, tags, keys) find every match, which are few, then
 * the first `limit` in the order. Sequential and ordered index scans are switched off for this
 * one statement: the planner's row estimates multiply filters as if independent, and for
 * correlated ones (an intern job is never full-time) it would walk the whole table.
 */
async function viaGin(db: Database, order: Order, where: Condition, from: Position | undefined, limit: number, query: SQL | undefined) {
  const floor = where.payFloor;
  const floorLexeme = floor !== undefined && floor >= 10_000 ? payFloorQuery(floor) : undefined;
  const keyQuery = where.keyQuery && floorLexeme ? sql`(${where.keyQuery} && ${floorLexeme})` : (where.keyQuery ?? floorLexeme);
  const inKey = keyQuery && sql`${searchKey} @@ ${keyQuery}`;
  const atLeast = floor === undefined ? undefined : sql`${payKey} >= ${floor}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    const result = await tx.execute(
      sql`select ${foundColumns(query)} from ${jobs} where ${and(inKey, where.exact, atLeast, after(order, from)) ?? sql`true`} order by ${orderBy[order]} limit ${limit}`,
    );
    return rowsOf(result);
  });
}

/** A search's condition: the exact one, and the same search as one query on jobs_search_key_idx. */
interface Condition {
  exact: SQL | undefined;
  /** Text AND filter lexemes (a tsquery) for the key (migration 0009): a superset the exact condition narrows. */
  keyQuery: SQL | undefined;
  /** Salary order: only jobs paying at least this can be on the page (see searchJobs). */
  payFloor?: number;
}
function conditionOf(options: JobSearchOptions, exclusion: SQL | undefined): Condition {
  const text = options.q ? searchQuery(options.q) : undefined;
  const filters = filterKeyQuery(options);
  const query = text && filters ? sql`(${text} && ${filters})` : (text ?? filters);
  return { exact: and(jobMatchCondition(options), exclusion), keyQuery: query };
}

/** About how many jobs there are (the planner's figure, kept current by (auto)analyze). */
async function jobsEstimate(db: Database) {
  const result = await db.execute(sql`select reltuples::float8 as n from pg_class where oid = 'jobs'::regclass`);
  const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return n > 0 ? n : 0;
}

/**
 * The first `limit` matches in an order, from the start or a cursor. Broad searches end within the
 * walk; when the walk reads its whole budget without `limit` matches, the matches are few enough
 * for the GIN path. `complete` says whether fewer than `limit` rows means there are no more.
 */
async function firstMatches(db: Database, order: Order, where: Condition, from: Position | undefined, limit: number, query: SQL | undefined, budget?: number) {
  const walked = await walk(db, order, where, from, limit, query, budget);
  if (walked.length >= limit) return walked;
  return viaGin(db, order, where, from, limit, query);
}

/**
 * Full-text search of open jobs with filters, sorting and pages, built to stay fast at a million jobs:
 *
 * - Counting stops at SEARCH_COUNT_CAP + 1 matches (`totalCapped`, "1,000+"); below it the count is exact.
 *   The count comes from the newest matches: a walk along the covering index reads at most
 *   WALK_BUDGET entries; a search it cannot settle there is narrow, and the GIN indexes count it.
 *   When the walk's match rate, over all jobs, is at least twice the cap, the search is called
 *   capped without counting further (the one estimate: the newest WALK_BUDGET jobs stand for the rest).
 * - Relevance ranks the newest 1,001 matches (title above skills and company, above locations,
 *   above the description: ts_rank over the weighted vector), newest first among equals.
 * - Newest and salary sorts page by offset up to the cap, and by keyset (`cursor`/`nextCursor`) beyond:
 *   a cursor page starts right after the previous page's last job, so jobs posted meanwhile never
 *   shift it (no duplicates, no gaps).
 */
export async function searchJobs({ db, options }: { db: Database; options: JobSearchOptions }): Promise<JobSearchResult> {
  const query = options.q ? searchQuery(options.q) : undefined;
  const relevance = options.sort === 'relevance' && query !== undefined;
  const order: Order = options.sort === 'salary' ? 'salary' : 'newest';
  if (options.cursor && relevance) throw badRequest('cursor pages work with sort=newest or sort=salary; relevance stops at the first 1,000 results');
  const from = options.cursor ? decodeCursor(order, options.cursor) : undefined;
  const offset = from ? 0 : (options.page - 1) * options.pageSize;
  if (offset + options.pageSize > SEARCH_COUNT_CAP) {
    throw badRequest(`Pages stop at result ${SEARCH_COUNT_CAP.toLocaleString('en-US')}: narrow the search, or go on with nextCursor (sort=newest or sort=salary)`);
  }
  const where = conditionOf(options, await exclusionFor(db, options.username));
  const cap = SEARCH_COUNT_CAP + 1;

  // The count, and the candidates relevance ranks: the newest matches, up to the cap.
  let newest = await walk(db, 'newest', where, undefined, cap, relevance ? query : undefined);
  let capped = newest.length >= cap;
  if (!capped && newest.length * ((await jobsEstimate(db)) / WALK_BUDGET) >= 2 * SEARCH_COUNT_CAP) capped = true;
  else if (!capped) {
    newest = await viaGin(db, 'newest', where, undefined, cap, relevance ? query : undefined);
    capped = newest.length >= cap;
  }
  const total = capped ? SEARCH_COUNT_CAP : newest.length;

  // One row past the page says whether another page follows (nextCursor).
  const end = offset + options.pageSize + 1;
  let page: Found[];
  if (relevance) {
    const ranked = [...newest].sort((a, b) => b.rank - a.rank || (a.t < b.t ? 1 : a.t > b.t ? -1 : a.id < b.id ? -1 : 1));
    page = ranked.slice(offset, offset + options.pageSize);
  } else if (order === 'newest' && !from && (end <= newest.length || !capped)) {
    page = newest.slice(offset, end);
  } else {
    // Salary order: the newest matches are a sample of all of them, so the `end`-th best pay among
    // them (after the cursor) is a floor no page row falls below; the GIN path then reads only the
    // matches above it (a few hundred) instead of every match, when pay and title go together.
    const sample = order === 'salary' ? newest.filter((found) => !from || salaryAfter(found, from)).sort(salaryOrder) : [];
    const payFloor = sample.length >= end ? sample[end - 1].s : undefined;
    // Newest order past the sample: the sample's match rate says how far to walk for `end` matches.
    const rate = newest.length / WALK_BUDGET;
    const budget = order === 'newest' && rate > 0 ? Math.min(MAX_WALK, Math.max(WALK_BUDGET, Math.ceil((1.5 * end) / rate))) : undefined;
    page = (await firstMatches(db, order, { ...where, payFloor }, from, end, undefined, budget)).slice(offset);
  }
  const more = page.length > options.pageSize;
  page = page.slice(0, options.pageSize);

  const rows = page.length ? await db.select(jobColumns).from(jobs).where(inArray(jobs.jobId, page.map((found) => found.id))) : [];
  const byId = new Map(rows.map((row) => [row.jobId, row]));
  const items = page.flatMap((found) => {
    const row = byId.get(found.id);
    return row ? [toJob(row)] : [];
  });
  const last = page.at(-1);
  return {
    items,
    total,
    page: options.page,
    pageSize: options.pageSize,
    ...(capped ? { totalCapped: true } : {}),
    ...(relevance ? {} : { nextCursor: more && last ? encodeCursor(order, last) : null }),
  };
}
