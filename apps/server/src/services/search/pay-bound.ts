import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { termGroups, type RequiredTerms } from './never-together';
import type { Position } from './order';

/**
 * The most any match of a search can pay (its pay key): every match holds a term of each required
 * group, and `search_term_pay` (migration 0023) keeps the top pay any job holding a term has had,
 * so no match pays more than the lowest of the groups' top pays. Undefined when no group has a top
 * pay for each of its terms (untracked stems, no filters).
 */
export async function payBound(db: Executor, required: RequiredTerms): Promise<number | undefined> {
  if (required.words.length + required.groups.length === 0) return undefined;
  const { rows } = await db.execute<{ bound: number | null }>(sql`${termGroups(required)}
    select min(top) as bound from (
      select max(p.top_pay) as top from g left join search_term_pay p on p.term = g.t
      group by g.g having bool_and(p.term is not null)) as groups`);
  const bound = rows[0]?.bound;
  return bound === null || bound === undefined ? undefined : Number(bound);
}

/**
 * Where a salary-order walk starts: after the cursor, or at the bound when that is further down
 * (every job paying at most `bound`, in the index's order: the first position of that pay is
 * after a job created at +infinity).
 */
export function salaryStart(from: Position | undefined, bound: number | undefined) {
  if (bound === undefined || (from && (from.s ?? -1) <= bound)) return from;
  return { s: bound, t: 'infinity', id: '' };
}
