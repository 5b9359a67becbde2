import {
  and,
  arrayContains,
  arrayOverlaps,
  gte,
  inArray,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { JobSearchFacets, JobSearchOptions, JobSearchResult } from '@jobhunter/shared';
import {
  EMPLOYMENT_TYPES,
  MONTHS_PER_YEAR,
  SEARCH_COUNT_CAP,
  WORK_ENVIRONMENTS,
} from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { exclusionFor } from '../jobs/job-exclusion';
import { jobColumns, toJob } from '../jobs/job-view';
import { isOpenJob } from '../jobs/open-job';
import { analyseQuery } from './correction';
import { filterKeyQuery, FLAG_WORD, payFloorQuery, searchKey } from './search-key';
import { rankQuery, searchQuery } from './search-vector';

/**
 * How many index entries a search reads along its sort order before it calls the search narrow and
 * asks the GIN indexes instead (see firstMatches and sampleFor below).
 */
export const WALK_BUDGET = 8000;
/** The longest walk a deep page of a broad search may take (about 40 ms) before the GIN path. */
const MAX_WALK = 100_000;

/** Any of these tags (the schema's filter_tags), through its GIN index. */
const anyTag = (tags: string[] | undefined) =>
  tags?.length ? arrayOverlaps(jobs.filterTags, tags) : undefined;
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
export function jobMatchTerms(options: JobMatchOptions, completions?: readonly string[]): SQL[] {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  const query = options.q ? searchQuery(options.q, completions) : undefined;
  const terms = [
    // Open jobs only. Closed jobs are few next to open ones, so this is a cheap recheck on the rows
    // the GIN indexes find (valid_through's "today" cannot go into a partial index predicate).
    isOpenJob,
    // Written as `is true` so no index can answer it: the GIN path reads the text through the search
    // key's index (text and filters in one scan) and rechecks this per row, cheaply. As a plain `@@`
    // the planner may read the text-only index instead and compute the key for every row (10x slower
    // with a prefix term, whose cost it estimates higher on the larger key index).
    query && sql`(${jobs.searchVector} @@ ${query}) is true`,
    anyTag(options.work_environment?.map((value) => `env:${value}`)),
    anyTag(options.type_of_employment?.map((value) => `type:${value}`)),
    options.location?.length
      ? arrayOverlaps(jobs.locationKeys, lower(options.location))
      : undefined,
    options.skill?.length ? arrayOverlaps(jobs.skillKeys, lower(options.skill)) : undefined,
    flag('fresher', options.fresher),
    flag('visa', options.visa),
    options.minCTC === undefined ? undefined : gte(jobs.topCtcUsd, Math.ceil(options.minCTC)),
    options.maxExperienceYears === undefined
      ? undefined
      : or(
          isNull(jobs.experienceMonths),
          lte(jobs.experienceMonths, Math.floor(options.maxExperienceYears * MONTHS_PER_YEAR)),
        ),
  ];
  return terms.filter((term): term is SQL => term !== undefined);
}

/**
 * The jobs page's WHERE: all of the match terms (never undefined: isOpenJob is always one).
 * `completions`: the last word's known completions (analyseQuery; see searchQuery).
 */
export const jobMatchCondition = (options: JobMatchOptions, completions?: readonly string[]): SQL =>
  and(...jobMatchTerms(options, completions))!;

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

/** The sort keys' columns: the jobs table's, or a sample's (`ts`, `id`, `s`, see sampleOf). */
interface Keys {
  createdAt: SQL | typeof jobs.createdAt;
  jobId: SQL | typeof jobs.jobId;
  pay: SQL;
}
const jobKeys: Keys = { createdAt: jobs.createdAt, jobId: jobs.jobId, pay: payKey };
const sampleKeys: Keys = { createdAt: sql`ts`, jobId: sql`id`, pay: sql`s` };

/** Rows after a position in an order (keyset); the leading key bounds the index range. */
function after(
  order: Order,
  position: Position | undefined,
  keys: Keys = jobKeys,
): SQL | undefined {
  if (!position) return undefined;
  const t = sql`${position.t}::timestamptz`;
  const newer = sql`(${keys.createdAt} < ${t} or (${keys.createdAt} = ${t} and ${keys.jobId} > ${position.id}))`;
  if (order === 'newest') return sql`${keys.createdAt} <= ${t} and ${newer}`;
  const s = position.s ?? -1;
  return sql`${keys.pay} <= ${s} and (${keys.pay} < ${s} or ${newer})`;
}

const encodeCursor = (order: Order, position: Position) =>
  Buffer.from(JSON.stringify([order, position.t, position.id, position.s ?? null])).toString(
    'base64url',
  );
function decodeCursor(order: Order, cursor: string): Position {
  const invalid = badRequest(
    'cursor is not one this search gave (use nextCursor of the previous page, with the same sort)',
  );
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(value) || value.length !== 4) throw invalid;
  const [sort, t, id, s] = value as unknown[];
  const timestamp =
    typeof t === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(t);
  if (sort !== order || !timestamp || typeof id !== 'string' || id.length > 64) throw invalid;
  if (order === 'salary' && !(typeof s === 'number' && Number.isInteger(s))) throw invalid;
  return { t: t as string, id, s: order === 'salary' ? (s as number) : undefined };
}

/** The columns a walk returns per match: its position, and its rank when ranking. */
function foundColumns(query: SQL | undefined, tags = false): SQL {
  const rank = query ? sql`ts_rank(${jobs.searchVector}, ${query})` : sql`0`;
  return sql`${jobs.jobId} as id, ${jobs.createdAt}::text as t, ${payKey} as s, ${rank}::float8 as rank, ${jobs.createdAt} as ts${tags ? sql`, ${jobs.filterTags} as tags` : sql``}`;
}
const rowsOf = (result: unknown) =>
  ((result as { rows: { id: string; t: string; s: number; rank: number }[] }).rows ?? []).map(
    (row) => ({
      id: row.id,
      t: row.t,
      s: Number(row.s),
      rank: Number(row.rank),
    }),
  );

/**
 * The broad-search path: read at most WALK_BUDGET entries of the order's covering index from the
 * start (or the cursor), test each one without touching the table, stop at `limit` matches.
 * Written as a subquery named "jobs" so the match condition reads the index's columns.
 */
function walkSelect(
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  query: SQL | undefined,
  budget = WALK_BUDGET,
  tags = false,
) {
  const inner = sql`select ${jobs.jobId}, ${jobs.createdAt}, ${jobs.searchVector}, ${jobs.status}, ${jobs.validThrough},
    ${jobs.recruiterId}, ${jobs.filterTags}, ${jobs.locationKeys}, ${jobs.skillKeys}, ${jobs.topCtcUsd}, ${jobs.experienceMonths}
    from ${jobs} ${from ? sql`where ${after(order, from)}` : sql``} order by ${orderBy[order]} limit ${budget}`;
  return sql`select ${foundColumns(query, tags)} from (${inner}) as ${jobs} ${where.exact ? sql`where ${where.exact}` : sql``} order by ${orderBy[order]} limit ${limit}`;
}
async function walk(
  db: Executor,
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  query: SQL | undefined,
  budget = WALK_BUDGET,
) {
  return rowsOf(await db.execute(walkSelect(order, where, from, limit, query, budget)));
}

/**
 * The narrow-search path: the GIN indexes (text, tags, keys) find every match, which are few, then
 * the first `limit` in the order. Sequential and ordered index scans are switched off for this
 * one statement: the planner's row estimates multiply filters as if independent, and for
 * correlated ones (an intern job is never full-time) it would walk the whole table.
 */
function ginSelect(
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  query: SQL | undefined,
  tags = false,
) {
  const floor = where.payFloor;
  const floorLexeme = floor === undefined ? undefined : payFloorQuery(floor);
  const keyQuery =
    where.keyQuery && floorLexeme
      ? sql`(${where.keyQuery} && ${floorLexeme})`
      : (where.keyQuery ?? floorLexeme);
  const inKey = keyQuery && sql`${searchKey} @@ ${keyQuery}`;
  const atLeast = floor === undefined ? undefined : sql`${payKey} >= ${floor}`;
  // Written as `is true` so the planner reads the key index alone: ANDed with the filter tags' own
  // GIN index, a common tag (fresher: 256k jobs at 1M) cost more than everything else.
  const recheck = inKey ? sql`(${where.keyRecheck}) is true` : where.exact;
  return sql`select ${foundColumns(query, tags)} from ${jobs} where ${and(inKey ?? where.textIndex, recheck, atLeast, after(order, from)) ?? sql`true`} order by ${orderBy[order]} limit ${limit}`;
}
/** Runs a statement with sequential and ordered index scans off (the GIN path's plan, see above). */
async function withGinPlan(db: Database, statement: SQL) {
  return db.transaction(async (tx) => {
    // One statement, one round trip: set_config(…, true) is SET LOCAL.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
    );
    return tx.execute(statement);
  });
}
async function viaGin(
  db: Database,
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  query: SQL | undefined,
) {
  return rowsOf(await withGinPlan(db, ginSelect(order, where, from, limit, query)));
}

/** What a search asks of its sample (the newest matches up to the cap) besides their number. */
interface SampleAsk {
  /**
   * A page of the sample itself, after `from` when given: the page when ranking (relevance ranks the
   * sample), and whenever the sample turns out to hold every match; newest order also when it holds
   * the page (the sample is the newest matches).
   */
  page?: { order: 'relevance' | Order; from?: Position; offset: number; limit: number };
  /**
   * Salary order: the pay of the `end`-th best-paid sample match after `from` (the page's pay
   * floor), and of the `hopeful`-th (a higher floor, see hopefulRank).
   */
  floor?: { end: number; hopeful: number; from: Position | undefined };
  /** How many of the sample carry each work-environment and employment-type tag (`env:…`, `type:…`). */
  facets?: boolean;
}
interface Sample {
  /** Matches in the sample (at most the cap + 1). */
  count: number;
  /** A walk's sample that stopped early: how many jobs it read (see walkedTo). */
  walked: number | undefined;
  floor: number | undefined;
  hopefulFloor: number | undefined;
  page: Found[];
  /** Tag → matches in the sample, when asked. */
  tags: Record<string, number>;
}

/**
 * A walk from the newest job that stopped at `stopsAt` matches: how many jobs it read, counted on the
 * narrow created_at index (jobs as new as its last match), for the match rate. Only then: a walk
 * that read its whole budget read WALK_BUDGET.
 */
const walkedTo = (stopsAt: number | undefined) =>
  stopsAt === undefined
    ? sql`null::int`
    : sql`case when count(*) >= ${stopsAt} then (select count(*)::int from ${jobs} where ${jobs.createdAt} >= (select min(ts) from m)) end`;

/**
 * Counts the newest matches (`source`, a walk or the GIN path, limited to the cap + 1) and takes the
 * page or the pay floor from them in the same statement: only the page's rows come back, not the
 * 1,001 candidates (shipping those cost more than finding them, most of all on PGlite).
 */
function sampleStatement(source: SQL, ask: SampleAsk, stopsAt?: number): SQL {
  const pageOrders = {
    relevance: sql`rank desc, ts desc nulls last, id`,
    newest: sql`ts desc nulls last, id`,
    salary: sql`s desc, ts desc nulls last, id`,
  };
  const floorAt = (rank: number) =>
    ask.floor
      ? sql`(select s from m where ${after('salary', ask.floor.from, sampleKeys) ?? sql`true`} order by s desc, ts desc nulls last, id offset ${rank - 1} limit 1)`
      : sql`null::int`;
  const page = ask.page
    ? sql`left join lateral (select id, t, s, rank from m ${ask.page.order !== 'relevance' && ask.page.from ? sql`where ${after(ask.page.order, ask.page.from, sampleKeys)}` : sql``}
        order by ${pageOrders[ask.page.order]} offset ${ask.page.offset} limit ${ask.page.limit}) as p on true`
    : sql`left join lateral (select null::text as id, null::text as t, null::int as s, null::float8 as rank where false) as p on true`;
  const facets = ask.facets
    ? sql`(select coalesce(json_object_agg(f.tag, f.n), '{}')::text from (select tag, count(*)::int as n from m, unnest(m.tags) as tag
        where tag like 'env:%' or tag like 'type:%' group by tag) as f)`
    : sql`null::text`;
  return sql`with m as materialized (${source})
    select c.n, c.walked, c.floor, c.hopeful, c.facets, p.id, p.t, p.s, p.rank
    from (select count(*)::int as n, ${walkedTo(stopsAt)} as walked, ${floorAt(ask.floor?.end ?? 1)} as floor,
      ${ask.floor && ask.floor.hopeful < ask.floor.end ? floorAt(ask.floor.hopeful) : sql`null::int`} as hopeful, ${facets} as facets from m) as c ${page}`;
}
function sampleOf(result: unknown): Sample {
  type Row = {
    n: number;
    walked: number | null;
    floor: number | null;
    hopeful: number | null;
    facets: string | null;
    id: string | null;
    t: string;
    s: number;
    rank: number;
  };
  const rows = (result as { rows: Row[] }).rows ?? [];
  const first = rows[0];
  const optional = (value: number | null | undefined) =>
    value === null || value === undefined ? undefined : Number(value);
  return {
    count: Number(first?.n ?? 0),
    walked: optional(first?.walked),
    floor: optional(first?.floor),
    hopefulFloor: optional(first?.hopeful),
    page: rows.flatMap((row) =>
      row.id === null ? [] : [{ id: row.id, t: row.t, s: Number(row.s), rank: Number(row.rank) }],
    ),
    tags: first?.facets ? (JSON.parse(first.facets) as Record<string, number>) : {},
  };
}

/** A search's condition: the exact one, and the same search as one query on jobs_search_key_idx. */
interface Condition {
  exact: SQL | undefined;
  /** Text AND filter lexemes (a tsquery) for the key (migration 0009): a superset the exact condition narrows. */
  keyQuery: SQL | undefined;
  /**
   * What the GIN path still tests per row once the key index has matched `keyQuery`: the exact
   * condition, without the text when the key answers it exactly. It does unless the text holds a
   * lexeme that is also a filter lexeme of the key (`visa`, `fresher`); and testing the text again
   * means decompressing every match's search vector (half the time of a GIN search of 9,000 matches).
   */
  keyRecheck: SQL;
  /** The text for the text-only GIN index, when neither text nor filters are in `keyQuery`. */
  textIndex?: SQL;
  /** Salary order: only jobs paying at least this can be on the page (see searchJobs). */
  payFloor?: number;
}
function conditionOf(
  options: JobSearchOptions,
  exclusion: SQL | undefined,
  completions: readonly string[] | undefined,
): Condition {
  const text = options.q ? searchQuery(options.q, completions) : undefined;
  const filters = filterKeyQuery(options);
  const query = text && filters ? sql`(${text} && ${filters})` : (text ?? filters);
  const exact = and(jobMatchCondition(options, completions), exclusion)!;
  if (text !== undefined && FLAG_WORD.test([options.q, ...(completions ?? [])].join(' '))) {
    // The text holds a word that is also a flag of the key: on the key, `-visa` would drop every job
    // that sponsors visas, and `visa` find them all. So the key gets the filters only, the text is
    // tested per row, and without filters the text's own GIN index finds the matches.
    return {
      exact,
      keyQuery: filters,
      keyRecheck: exact,
      textIndex: filters ? undefined : sql`${jobs.searchVector} @@ ${text}`,
    };
  }
  return {
    exact,
    keyQuery: query,
    keyRecheck: and(jobMatchCondition({ ...options, q: undefined }), exclusion)!,
  };
}

/** How long a job count estimate is reused (it only decides whether a search is called capped). */
const ESTIMATE_TTL_MS = 60_000;
const estimates = new WeakMap<Database, { n: number; at: number }>();
/**
 * About how many jobs there are (the planner's figure, kept current by (auto)analyze), asked at
 * most once a minute per database: one statement fewer for most filtered searches.
 */
async function jobsEstimate(db: Database) {
  const known = estimates.get(db);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) return known.n;
  const result = await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'jobs'::regclass`,
  );
  const n = Math.max(0, Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0));
  if (n > 0) estimates.set(db, { n, at: Date.now() });
  return n;
}

/**
 * The first `limit` matches in an order, from the start or a cursor. Broad searches end within the
 * walk; when the walk reads its whole budget without `limit` matches, the matches are few enough
 * for the GIN path. `complete` says whether fewer than `limit` rows means there are no more.
 */
async function firstMatches(
  db: Database,
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  budget?: number,
  floors: (number | undefined)[] = [undefined],
) {
  const walked = await walk(db, order, where, from, limit, undefined, budget);
  if (walked.length >= limit) return walked;
  // Salary order: the highest floor first. When `limit` matches pay at least that, they are the
  // best-paid `limit` (every other match pays less); otherwise the next, lower floor.
  let found: Found[] = [];
  for (const payFloor of floors) {
    found = await viaGin(db, order, { ...where, payFloor }, from, limit, undefined);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * Salary order over a capped search: which best-paid match of the sample gives a floor that
 * about three times the page's matches clear. The sample is the newest matches of a walk over
 * WALK_BUDGET of `jobs`, so each sample match stands for about jobs / WALK_BUDGET matches (at
 * least: a walk that stopped at the cap read fewer); a floor that proves too high costs one more
 * statement with the page's own floor. Far fewer rows than that floor (the `end`-th best of the
 * sample) lets through when the sample is a small part of the matches: `q=site&sort=salary` read
 * 16,000 heap pages.
 */
const hopefulRank = (end: number, jobs: number) =>
  Math.max(1, Math.min(end, Math.ceil((3 * end * WALK_BUDGET) / Math.max(jobs, WALK_BUDGET))));

/**
 * How many matches a newest-first search's walk collects before its match rate decides the count:
 * enough for the rate to be within about 10% (a count called capped is at least twice the cap).
 */
const RATE_SAMPLE = 100;

/**
 * The newest matches up to the cap, counted, with what `ask` wants of them: a walk of the newest
 * index; when it reads its budget without reaching the cap, either the match rate over all jobs
 * says the search is capped anyway, or the search is narrow and the GIN path counts it exactly.
 * `enough`: the walk may stop at that many matches (a newest-first page needs no more than its own
 * and a rate), and the rate decides the count as above.
 * `walked`: the sample is the walk's (the newest matches among the entries it read, `rate` of them).
 */
async function sampleFor(
  db: Database,
  where: Condition,
  ask: SampleAsk,
  rankBy: SQL | undefined,
  enough = SEARCH_COUNT_CAP + 1,
) {
  const cap = SEARCH_COUNT_CAP + 1;
  const tags = ask.facets === true;
  if (!(await anyAmongNewest(db, where)))
    return { ...(await ginSample(db, where, ask, rankBy, tags)), walked: false, rate: 0 };
  const limit = Math.min(cap, Math.max(enough, RATE_SAMPLE));
  const sample = sampleOf(
    await db.execute(
      sampleStatement(
        walkSelect('newest', where, undefined, limit, rankBy, WALK_BUDGET, tags),
        ask,
        limit < cap ? limit : undefined,
      ),
    ),
  );
  const read = sample.walked ?? WALK_BUDGET;
  const rate = sample.count / read;
  if (sample.count >= cap || rate * (await jobsEstimate(db)) >= 2 * SEARCH_COUNT_CAP)
    return { sample, capped: true, walked: true, rate };
  return { ...(await ginSample(db, where, ask, rankBy, tags)), walked: false, rate };
}
async function ginSample(
  db: Database,
  where: Condition,
  ask: SampleAsk,
  rankBy: SQL | undefined,
  tags: boolean,
) {
  const sample = sampleOf(
    await withGinPlan(
      db,
      sampleStatement(
        ginSelect('newest', where, undefined, SEARCH_COUNT_CAP + 1, rankBy, tags),
        ask,
      ),
    ),
  );
  return { sample, capped: sample.count > SEARCH_COUNT_CAP };
}

/**
 * Whether any of the newest PROBE_BUDGET jobs matches, read as the walk reads them (a search that
 * matches stops at its first match). When none does, the search matches under about 0.15% of jobs
 * (95% confidence), too few for the walk's rate to call it capped: the GIN path answers it, and
 * the walk would have read its whole budget for nothing (a third of the long tail matches nothing).
 */
const PROBE_BUDGET = 2000;
async function anyAmongNewest(db: Executor, where: Condition) {
  const result = await db.execute(
    sql`select exists (${walkSelect('newest', where, undefined, 1, undefined, PROBE_BUDGET)}) as found`,
  );
  return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
}

/** Facet counts from a sample's tags: every value of the filter, zero included. */
function facetOf<T extends string>(
  values: readonly T[],
  prefix: string,
  sample: Sample,
  capped: boolean,
) {
  const counts = Object.fromEntries(
    values.map((value) => [value, sample.tags[`${prefix}${value}`] ?? 0]),
  ) as Record<T, number>;
  return { counts, capped };
}

/**
 * The facet counts of a search (`facets=true`): for each of work environment and employment type,
 * how many matches have each value, counted like the total over the newest matches up to the cap
 * (`capped`: at least that many). A filter on the facet itself is left out of its own counts, so a
 * search filtered to Remote still says how many Hybrid jobs dropping that filter would add; that
 * costs one more sample per such filter, and none when the search filters neither.
 */
async function facetsOf(
  db: Database,
  options: JobSearchOptions,
  exclusion: SQL | undefined,
  completions: readonly string[] | undefined,
  sample: Sample,
  capped: boolean,
): Promise<JobSearchFacets> {
  const other = async (without: 'work_environment' | 'type_of_employment') => {
    if (!options[without]?.length) return { sample, capped };
    return sampleFor(
      db,
      conditionOf({ ...options, [without]: undefined }, exclusion, completions),
      { facets: true },
      undefined,
    );
  };
  const environment = await other('work_environment');
  const employment = await other('type_of_employment');
  return {
    work_environment: facetOf(WORK_ENVIRONMENTS, 'env:', environment.sample, environment.capped),
    type_of_employment: facetOf(EMPLOYMENT_TYPES, 'type:', employment.sample, employment.capped),
  };
}

/**
 * Full-text search of open jobs with filters, sorting and pages, built to stay fast at a million jobs:
 *
 * - Counting stops at SEARCH_COUNT_CAP + 1 matches (`totalCapped`, "1,000+"); below it the count is exact.
 *   The count comes from the newest matches: a walk along the covering index reads at most
 *   WALK_BUDGET entries; a search it cannot settle there is narrow, and the GIN indexes count it.
 *   When the walk's match rate, over all jobs, is at least twice the cap, the search is called
 *   capped without counting further (the one estimate: the newest jobs walked stand for the rest).
 *   Newest first, which needs only its page, stops the walk at the page or RATE_SAMPLE matches and
 *   lets their rate decide the same way.
 * - `q`'s last word matches as a prefix (type-ahead, search-vector.ts), and words no title, skill or
 *   company contains are corrected to the nearest known word first (`correctedQuery` in the reply,
 *   search-correction.ts). Saved-search alerts match the words as saved (jobMatchTerms is the
 *   same builder, prefix included, but runs without the vocabulary lookup).
 * - Relevance ranks the newest 1,001 matches (title above skills and company, above locations,
 *   above the description: ts_rank over the weighted vector, every word whole: rankQuery), newest
 *   first among equals.
 * - Newest and salary sorts page by offset up to the cap, and by keyset (`cursor`/`nextCursor`) beyond:
 *   a cursor page starts right after the previous page's last job, so jobs posted meanwhile never
 *   shift it (no duplicates, no gaps).
 */
export async function searchJobs({
  db,
  options: asked,
}: {
  db: Database;
  options: JobSearchOptions;
}): Promise<JobSearchResult> {
  // Typo tolerance: words no title, skill or company contains are replaced by the nearest known
  // word before anything else, so the count, the page and the facets all search the corrected text.
  const { corrected: correctedQuery, completions } = asked.q ? await analyseQuery(db, asked.q) : {};
  const options = correctedQuery === undefined ? asked : { ...asked, q: correctedQuery };
  const query = options.q ? searchQuery(options.q, completions) : undefined;
  const relevance = options.sort === 'relevance' && query !== undefined;
  const order: Order = options.sort === 'salary' ? 'salary' : 'newest';
  if (options.cursor && relevance)
    throw badRequest(
      'cursor pages work with sort=newest or sort=salary; relevance stops at the first 1,000 results',
    );
  const from = options.cursor ? decodeCursor(order, options.cursor) : undefined;
  const offset = from ? 0 : (options.page - 1) * options.pageSize;
  if (offset + options.pageSize > SEARCH_COUNT_CAP) {
    throw badRequest(
      `Pages stop at result ${SEARCH_COUNT_CAP.toLocaleString('en-US')}: narrow the search, or go on with nextCursor (sort=newest or sort=salary)`,
    );
  }
  const exclusion = await exclusionFor(db, options.username);
  const where = conditionOf(options, exclusion, completions);

  // The count, and the candidates relevance ranks: the newest matches, up to the cap. One statement
  // counts them and takes the page from them (relevance; newest; any order when they are all the
  // matches) and the salary pay floor.
  const end = offset + options.pageSize + 1; // one row past the page says whether another follows
  const ask: SampleAsk = {
    page: relevance
      ? { order: 'relevance', offset, limit: options.pageSize }
      : { order, from, offset, limit: end - offset },
    floor:
      order === 'salary'
        ? { end, from, hopeful: hopefulRank(end, await jobsEstimate(db)) }
        : undefined,
    facets: options.facets === true,
  };
  // Newest first needs no more of the sample than the page (and a rate); relevance ranks the whole
  // sample, salary takes its pay floor from it, and facets count it.
  const enough = order === 'newest' && !relevance && !ask.facets ? end : undefined;
  const { sample, capped, walked, rate } = await sampleFor(
    db,
    where,
    ask,
    relevance ? rankQuery(options.q!) : undefined,
    enough,
  );
  const total = capped ? SEARCH_COUNT_CAP : sample.count;

  let page: Found[];
  if (relevance || !capped || (order === 'newest' && sample.page.length >= end - offset)) {
    page = sample.page;
  } else {
    // Salary order: the newest matches are a sample of all of them, so the `end`-th best pay among
    // them (after the cursor) is a floor no page row falls below; the GIN path then reads only the
    // matches above it (a few hundred) instead of every match, when pay and title go together.
    // Newest order past the sample: the sample's match rate says how far to walk for `end` matches.
    const budget =
      order === 'newest' && rate > 0
        ? Math.min(MAX_WALK, Math.max(WALK_BUDGET, Math.ceil((1.5 * end) / rate)))
        : undefined;
    // The hopeful floor is asked only when it is a higher rank than the page's (hopefulRank < end).
    const floors =
      capped && walked && sample.hopefulFloor !== undefined && sample.hopefulFloor !== sample.floor
        ? [sample.hopefulFloor, sample.floor]
        : [sample.floor];
    page = (await firstMatches(db, order, where, from, end, budget, floors)).slice(offset);
  }
  const more = page.length > options.pageSize;
  page = page.slice(0, options.pageSize);

  const rows = page.length
    ? await db
        .select(jobColumns)
        .from(jobs)
        .where(
          inArray(
            jobs.jobId,
            page.map((found) => found.id),
          ),
        )
    : [];
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
    ...(correctedQuery === undefined ? {} : { correctedQuery }),
    ...(options.facets
      ? { facets: await facetsOf(db, options, exclusion, completions, sample, capped) }
      : {}),
    ...(relevance ? {} : { nextCursor: more && last ? encodeCursor(order, last) : null }),
  };
}
