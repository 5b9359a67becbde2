import { and, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Condition } from './condition';
import { after, orderBy, payKey, type Found, type Order, type Position } from './order';
import { payFloorQuery, searchKey } from './search-key';

/**
 * How many index entries a search reads along its sort order (the walk) before it calls the search
 * narrow and asks the GIN indexes instead (the GIN path). Both plans are built here.
 */
export const WALK_BUDGET = 8000;

/** The columns a plan returns per match: its position, and its rank when ranking. */
function foundColumns(query: SQL | undefined, tags = false): SQL {
  const rank = query ? sql`ts_rank(${jobs.searchVector}, ${query})` : sql`0`;
  return sql`${jobs.jobId} as id, ${jobs.createdAt}::text as t, ${payKey} as s, ${rank}::float8 as rank, ${jobs.createdAt} as ts${tags ? sql`, ${jobs.filterTags} as tags` : sql``}`;
}
type FoundRow = { id: string; t: string; s: number; rank: number };
const foundOf = (rows: FoundRow[]): Found[] =>
  rows.map((row) => ({ id: row.id, t: row.t, s: Number(row.s), rank: Number(row.rank) }));

/**
 * The broad-search path: read at most `budget` entries of the order's covering index from the
 * start (or the cursor), test each one without touching the table, stop at `limit` matches.
 * Written as a subquery named "jobs" so the match condition reads the index's columns.
 */
export function walkSelect(
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
export async function walk(
  db: Executor,
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  budget = WALK_BUDGET,
) {
  const { rows } = await db.execute<FoundRow>(
    walkSelect(order, where, from, limit, undefined, budget),
  );
  return foundOf(rows);
}

/**
 * The narrow-search path: the GIN indexes (text, tags, keys) find every match, which are few, then
 * the first `limit` in the order. Sequential and ordered index scans are switched off for this
 * one statement (withGinPlan): the planner's row estimates multiply filters as if independent,
 * and for correlated ones (an intern job is never full-time) it would walk the whole table.
 */
export function ginSelect(
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
export async function withGinPlan<Row extends Record<string, unknown>>(
  db: Database,
  statement: SQL,
) {
  return db.transaction(async (tx) => {
    // One statement, one round trip: set_config(…, true) is SET LOCAL.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
    );
    return tx.execute<Row>(statement);
  });
}
export async function viaGin(
  db: Database,
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
) {
  const { rows } = await withGinPlan<FoundRow>(db, ginSelect(order, where, from, limit, undefined));
  return foundOf(rows);
}
