import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Condition } from './condition';
import { walkSelect } from './plans';

/** How many of the newest jobs the probe reads. */
const PROBE_BUDGET = 2000;

/**
 * The probe: whether any of the newest PROBE_BUDGET jobs matches, read as the walk reads them (a
 * search that matches stops at its first match). When none does, the search matches under about
 * 0.15% of jobs (95% confidence), too few for the walk's rate to call it capped: the GIN path
 * answers it, and the walk would have read its whole budget for nothing (a third of the long tail
 * matches nothing).
 */
export async function anyAmongNewest(db: Executor, where: Condition) {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (${walkSelect('newest', where, undefined, 1, undefined, PROBE_BUDGET)}) as found`,
  );
  return Boolean(rows[0]?.found);
}
