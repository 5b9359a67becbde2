import { jobSearchQuerySchema } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionOf } from '../../src/services/search/condition';
import { payBound } from '../../src/services/search/pay-bound';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

// A salary-ordered walk starts at the most any match can pay, from the top pay migration 0023 keeps
// per term. Too low a bound would drop the best-paid matches from the page: a raise, a job that held
// a word in its description before the word was tracked, and a filter value must all count.
let ctx: TestContext;
let recruiter: CreatedAccount;

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

const pay = (max: number) => ({ CTC: { minCTC: String(max - 10_000), maxCTC: String(max) } });
const bound = (query: Record<string, string>) =>
  payBound(
    ctx.app.db,
    conditionOf(jobSearchQuerySchema.parse(query), undefined, undefined).required,
  );
async function salaryOrder(query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/job/search?${query}&sort=salary`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { jobID: string }[] }).items.map((job) => job.jobID);
}

describe('the most a search can pay', () => {
  it('is the lowest of its terms’ top pays, and rises with a raise', async () => {
    const low = await postJob(ctx.app, recruiter, {
      designation: 'Harbour Pilot',
      skills_required: ['Tides'],
      work_environment: 'On-site',
      ...pay(60_000),
    });
    await postJob(ctx.app, recruiter, {
      designation: 'Harbour Master',
      skills_required: ['Tides'],
      work_environment: 'Remote',
      ...pay(150_000),
    });
    expect(await bound({ q: 'harbour pilot' })).toBe(60_000);
    expect(await bound({ q: 'tides', work_environment: 'On-site' })).toBe(60_000);
    expect(await bound({ q: 'tides' })).toBe(150_000);

    const raised = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${low}`,
      headers: bearer(recruiter.accessToken),
      payload: pay(250_000),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await bound({ q: 'harbour pilot' })).toBe(250_000);
    expect((await salaryOrder('q=tides'))[0]).toBe(low);
  });

  it('counts jobs that held a word before it was tracked', async () => {
    const earlier = await postJob(ctx.app, recruiter, {
      designation: 'Cellar Hand',
      skills_required: ['Barrels'],
      job_description: 'Training in Qvevri winemaking included.',
      ...pay(190_000),
    });
    await postJob(ctx.app, recruiter, {
      designation: 'Winemaker',
      skills_required: ['Qvevri'],
      ...pay(40_000),
    });
    expect(await bound({ q: 'qvevri' })).toBe(190_000);
    expect((await salaryOrder('q=qvevri'))[0]).toBe(earlier);
  });

  it('is unknown for a word no job holds or a search without terms', async () => {
    expect(await bound({ q: 'zzyzzx' })).toBeUndefined();
    expect(await bound({})).toBeUndefined();
  });
});
