import type { Database } from '../../db/client';
import type { Condition } from './condition';
import type { Found, Order, Position } from './order';
import { payBound, salaryStart } from './pay-bound';
import { viaGin, walk, WALK_BUDGET } from './plans';
import type { Sample } from './sample';

/** The longest walk a deep page of a broad search may take before the GIN path (decision 002). */
const MAX_WALK = 100_000;

/**
 * Salary order over a capped search: which best-paid match of the sample gives a floor that
 * about three times the page's matches clear. The sample is the newest matches of a walk over
 * WALK_BUDGET of `jobs`, so each sample match stands for about jobs / WALK_BUDGET matches (at
 * least: a walk that stopped at the cap read fewer); a floor that proves too high costs one more
 * statement with the page's own floor. Far fewer rows than that floor (the `end`-th best of the
 * sample) lets through when the sample is a small part of the matches: `q=site&sort=salary` read
 * 16,000 heap pages.
 */
export const hopefulRank = (end: number, jobs: number) =>
  Math.max(1, Math.min(end, Math.ceil((3 * end * WALK_BUDGET) / Math.max(jobs, WALK_BUDGET))));

/**
 * The first `limit` matches in an order, from the start or a cursor. Broad searches end within the
 * walk; when the walk reads its whole budget without `limit` matches, the matches are few enough
 * for the GIN path. A salary walk starts at the most any match can pay (pay-bound.ts), not at the
 * best-paid job of the table, which a search for lower-paid work would read its budget past.
 */
async function firstMatches(
  db: Database,
  order: Order,
  where: Condition,
  from: Position | undefined,
  limit: number,
  budget: number | undefined,
  floors: (number | undefined)[],
) {
  const start = order === 'salary' ? salaryStart(from, await payBound(db, where.required)) : from;
  const walked = await walk(db, order, where, start, limit, budget);
  if (walked.length >= limit) return walked;
  // Salary order: the highest floor first. When `limit` matches pay at least that, they are the
  // best-paid `limit` (every other match pays less); otherwise the next, lower floor.
  let found: Found[] = [];
  for (const payFloor of floors) {
    found = await viaGin(db, order, { ...where, payFloor }, from, limit);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * A page the sample does not hold: the first `end` matches after `from`, less the `offset`.
 * Salary order: the newest matches are a sample of all of them, so the `end`-th best pay among
 * them (after the cursor) is a floor no page row falls below; the GIN path then reads only the
 * matches above it (a few hundred) instead of every match, when pay and title go together.
 * Newest order past the sample: the sample's match rate says how far to walk for `end` matches.
 */
export async function deepPage(
  db: Database,
  order: Order,
  where: Condition,
  from: Position | undefined,
  { offset, end }: { offset: number; end: number },
  {
    sample,
    capped,
    walked,
    rate,
  }: { sample: Sample; capped: boolean; walked: boolean; rate: number },
): Promise<Found[]> {
  const budget =
    order === 'newest' && rate > 0
      ? Math.min(MAX_WALK, Math.max(WALK_BUDGET, Math.ceil((1.5 * end) / rate)))
      : undefined;
  // The hopeful floor is asked only when it is a higher rank than the page's (hopefulRank < end).
  const floors =
    capped && walked && sample.hopefulFloor !== undefined && sample.hopefulFloor !== sample.floor
      ? [sample.hopefulFloor, sample.floor]
      : [sample.floor];
  return (await firstMatches(db, order, where, from, end, budget, floors)).slice(offset);
}
