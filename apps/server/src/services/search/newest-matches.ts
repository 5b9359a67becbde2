import type { SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import type { Condition } from './condition';
import type { JobsEstimate } from './estimates';
import { ginSelect, walkSelect, WALK_BUDGET, withGinPlan } from './plans';
import { probeNewest } from './probe';
import { emptySample, sampleOf, sampleStatement, type SampleAsk, type SampleRow } from './sample';

/**
 * How many matches a newest-first search's walk collects before its match rate decides the count:
 * enough for the rate to be within about 10% (a count called capped is at least twice the cap).
 */
const RATE_SAMPLE = 100;

/**
 * The newest matches up to the cap, counted, with what `ask` wants of them. The probe first: when
 * no job can match, there are none; when none of the newest jobs matches, the GIN path counts.
 * Otherwise a walk of the newest index; when it reads its budget without reaching the cap, either
 * the match rate over all jobs (the row estimate) says the search is capped anyway, or the search
 * is narrow and the GIN path counts it exactly. `enough`: the walk may stop at that many matches (a
 * newest-first page needs no more than its own and a rate), and the rate decides the count as above.
 * `walked`: the sample is the walk's (the newest matches among the entries it read, `rate` of them).
 */
export async function newestMatches(
  db: Database,
  jobsEstimate: JobsEstimate,
  where: Condition,
  ask: SampleAsk,
  rankBy: SQL | undefined,
  enough = SEARCH_COUNT_CAP + 1,
) {
  const cap = SEARCH_COUNT_CAP + 1;
  const tags = ask.facets === true;
  const probed = await probeNewest(db, where);
  if (probed === 'none') return { sample: emptySample, capped: false, walked: false, rate: 0 };
  if (probed === 'few')
    return { ...(await ginSample(db, where, ask, rankBy, tags)), walked: false, rate: 0 };
  const limit = Math.min(cap, Math.max(enough, RATE_SAMPLE));
  const { rows } = await db.execute<SampleRow>(
    sampleStatement(
      walkSelect('newest', where, undefined, limit, rankBy, WALK_BUDGET, tags),
      ask,
      limit < cap ? limit : undefined,
    ),
  );
  const sample = sampleOf(rows);
  const read = sample.walked ?? WALK_BUDGET;
  const rate = sample.count / read;
  if (sample.count >= cap || rate * (await jobsEstimate(db)) >= 2 * SEARCH_COUNT_CAP)
    return { sample, capped: true, walked: true, rate };
  return { ...(await ginSample(db, where, ask, rankBy, tags)), walked: false, rate };
}

/** The newest matches up to the cap by the GIN path: every match is found, so the count is exact. */
async function ginSample(
  db: Database,
  where: Condition,
  ask: SampleAsk,
  rankBy: SQL | undefined,
  tags: boolean,
) {
  const { rows } = await withGinPlan<SampleRow>(
    db,
    sampleStatement(ginSelect('newest', where, undefined, SEARCH_COUNT_CAP + 1, rankBy, tags), ask),
  );
  const sample = sampleOf(rows);
  return { sample, capped: sample.count > SEARCH_COUNT_CAP };
}
