import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Condition } from './condition';
import { neverTogether } from './never-together';
import { walkSelect } from './plans';

/** How many of the newest jobs the probe reads. */
const PROBE_BUDGET = 2000;

/**
 * What the probe tells of a search: `found`, one of the newest jobs matches; `none`, no job can match
 * (two of the terms it needs never met in a job); `few`, neither, so it matches under about 0.15% of
 * jobs.
 */
export type ProbeAnswer = 'found' | 'none' | 'few';

/**
 * The probe: whether any of the newest PROBE_BUDGET jobs matches, read as the walk reads them (a
 * search that matches stops at its first match). When none does, the search matches under about
 * 0.15% of jobs (95% confidence), too few for the walk's rate to call it capped: the GIN path
 * answers it, and the walk would have read its whole budget for nothing. Then, in the same
 * statement, whether the search needs two terms that never met (never-together.ts): about a third
 * of the long tail matches nothing, and that answers it without intersecting posting lists.
 */
export async function probeNewest(db: Executor, where: Condition): Promise<ProbeAnswer> {
  const never = neverTogether(where.required) ?? sql`false`;
  const { rows } = await db.execute<{ answer: ProbeAnswer }>(
    sql`select case when exists (${walkSelect('newest', where, undefined, 1, undefined, PROBE_BUDGET)}) then 'found'
      when ${never} then 'none' else 'few' end as answer`,
  );
  return rows[0]?.answer ?? 'few';
}
