import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';

/** The orders a search walks an index in; relevance ranks a sample taken in newest order. */
export type Order = 'newest' | 'salary';
/** A position in a sort order: the last job of a page. `s` is the pay key (salary order only). */
export interface Position {
  t: string;
  id: string;
  s?: number;
}
/** A match as the plans return it: its position, and its rank when ranking. */
export interface Found extends Position {
  rank: number;
}

// The sort orders, exactly as the covering indexes are written (migration 0008), ending on job_id
// so pages never overlap or skip rows.
export const payKey = sql`coalesce(${jobs.topCtcUsd}, -1)`;
export const orderBy: Record<Order, SQL> = {
  newest: sql`${jobs.createdAt} desc nulls last, ${jobs.jobId}`,
  salary: sql`${payKey} desc, ${jobs.createdAt} desc nulls last, ${jobs.jobId}`,
};

/** The sort keys' columns: the jobs table's, or a sample's (`ts`, `id`, `s`, see sample.ts). */
interface Keys {
  createdAt: SQL | typeof jobs.createdAt;
  jobId: SQL | typeof jobs.jobId;
  pay: SQL;
}
const jobKeys: Keys = { createdAt: jobs.createdAt, jobId: jobs.jobId, pay: payKey };
export const sampleKeys: Keys = { createdAt: sql`ts`, jobId: sql`id`, pay: sql`s` };

/** Rows after a position in an order (keyset); the leading key bounds the index range. */
export function after(
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
