import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { payFloorQuery, searchKey } from '../../src/services/search';
import { createAccount } from '../factories';
import { bulkJobs } from '../factories-bulk-jobs';
import { buildTestApp, type TestContext } from '../helper';

// The search key's pay lexemes (migration 0014): floors in steps of 10,000, and within a job's own
// 10,000 and 1,000 in steps of 1,000 and 100, so the key finds "pays at least F" within 100 of F
// (the exact condition then drops the last few). On whichever database the suite runs.
let ctx: TestContext;
const PAYS = [
  9_999, 10_000, 20_500, 27_050, 27_799, 27_800, 27_850, 27_999, 28_000, 29_950, 29_999, 30_000,
  154_321, 299_900, 299_999, 300_000, 450_000,
];

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  const insert = bulkJobs(
    ctx.app.db,
    await createAccount(ctx.app.db, ctx.config, 'recruiter'),
    'PF',
  );
  for (const pay of PAYS)
    await insert(1, { designation: 'Deckhand', min_ctc: String(pay), max_ctc: String(pay) });
});
afterAll(() => ctx.close());

async function paysFoundByKey(floor: number) {
  const query = payFloorQuery(floor)!;
  const result = await ctx.app.db.execute<{ pay: number }>(
    sql`select ${jobs.topCtcUsd} as pay from ${jobs} where ${searchKey} @@ ${query} order by 1`,
  );
  return result.rows.map((row) => Number(row.pay));
}

describe('search key pay floors', () => {
  it.each([
    10_000, 20_000, 20_500, 27_000, 27_050, 27_800, 27_850, 27_999, 28_000, 29_950, 30_000, 154_300,
    299_950, 300_000, 320_000,
  ])('pays at least %i: every job paying that much, and none paying 100 less', async (floor) => {
    // Under 300,000 the key is exact to the 100; from 300,000 its top step stands for any pay above.
    const from = floor >= 300_000 ? 300_000 : Math.floor(floor / 100) * 100;
    expect(await paysFoundByKey(floor)).toEqual(PAYS.filter((pay) => pay >= from));
  });

  it('has no pay lexeme under the lowest step', () => {
    expect(payFloorQuery(9_999)).toBeUndefined();
  });

  it('filters by minCTC exactly and orders by salary within a step', async () => {
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search?q=deckhand&minCTC=27850&sort=salary',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const found = (reply.json() as { items: { CTC: { maxCTC: string } }[] }).items.map((job) =>
      Number(job.CTC.maxCTC),
    );
    expect(found).toEqual(PAYS.filter((pay) => pay >= 27_850).sort((a, b) => b - a));
  });
});
