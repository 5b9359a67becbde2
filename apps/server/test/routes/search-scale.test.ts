import { jobSearchQuerySchema, SEARCH_COUNT_CAP } from '@jobhunter/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { jobMatchCondition } from '../../src/services/search';
import { createAccount, type CreatedAccount } from '../factories';
import { bulkJobs } from '../factories-bulk-jobs';
import { postJob } from '../factories-jobs';
import { buildTestApp, type TestContext } from '../helper';

// Search at scale on whichever database the suite runs (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// capped counts, keyset pages while jobs are being posted, the exported match condition, prefix
// matching and typo correction on the index walk and on the GIN path.
let ctx: TestContext;
let recruiter: CreatedAccount;
const BROAD = SEARCH_COUNT_CAP + 150;
let insert: ReturnType<typeof bulkJobs>;

async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { jobID: string; designation: string }[];
    total: number;
    totalCapped?: boolean;
    nextCursor?: string | null;
    correctedQuery?: string;
  };
}

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  insert = bulkJobs(ctx.app.db, recruiter);
  await insert(BROAD);
  await insert(40, {
    designation: 'Harbour Pilot',
    work_environment: 'Hybrid',
    job_location: ['Porto'],
    is_visa_sponsored: true,
  });
});
afterAll(() => ctx.close());

describe('search at scale: counts', () => {
  it(`counts up to ${SEARCH_COUNT_CAP} and then says "more" (totalCapped)`, async () => {
    for (const query of [
      'q=warehouse',
      'sort=newest',
      'q=operator&sort=salary',
      'location=lisbon',
    ]) {
      const result = await search(query);
      expect(result, query).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
      expect(result.items).toHaveLength(20);
    }
  });

  it('facet counts are capped like the total: over the newest matches, "at least" when capped', async () => {
    const get = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` })).json();
    const broad = (await get('facets=true')).facets;
    // The 40 Hybrid harbour jobs are the newest; the rest of the first 1,001 are On-site.
    expect(broad.work_environment).toEqual({
      counts: { Remote: 0, Hybrid: 40, 'On-site': SEARCH_COUNT_CAP + 1 - 40 },
      capped: true,
    });
    const harbour = (await get('q=harbour&work_environment=Hybrid&facets=true')).facets;
    expect(harbour.work_environment).toEqual({
      counts: { Remote: 0, Hybrid: 40, 'On-site': 0 },
      capped: false,
    });
    expect(harbour.type_of_employment.counts['Full-time']).toBe(40);
  });

  it('counts exactly below the cap, through the narrow path too', async () => {
    expect(await search('q=harbour')).toMatchObject({ total: 40 });
    expect((await search('q=harbour')).totalCapped).toBeUndefined();
    expect((await search('work_environment=Hybrid&visa=true&location=porto')).total).toBe(40);
    expect((await search('q=harbour&work_environment=On-site')).total).toBe(0);
    expect((await search('q=warehouse&minCTC=79000')).total).toBe(Math.floor(BROAD / 50));
  });

  it('matches the last word as a prefix on both paths: the index walk (broad) and GIN (narrow)', async () => {
    for (const query of [
      'q=wareh',
      'q=warehouse%20oper',
      'q=wareh&sort=salary',
      'q=logist&sort=newest',
    ]) {
      expect(await search(query), query).toMatchObject({
        total: SEARCH_COUNT_CAP,
        totalCapped: true,
      });
    }
    expect((await search('q=wareh&minCTC=79000')).total).toBe(Math.floor(BROAD / 50));
    expect((await search('q=harb')).total).toBe(40);
    expect((await search('q=harbour%20pil&work_environment=Hybrid&location=porto')).total).toBe(40);
    expect((await search('q=harb&work_environment=On-site')).total).toBe(0);
    // Under three letters the word is matched whole ("ha" is no word here).
    expect((await search('q=ha')).total).toBe(0);
  });

  it('corrects a misspelt word before either path, and says what it searched', async () => {
    expect(await search('q=warehuose')).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalCapped: true,
      correctedQuery: 'warehouse',
    });
    expect(await search('q=harbuor&sort=newest')).toMatchObject({
      total: 40,
      correctedQuery: 'harbour',
    });
  });

  it('jobMatchCondition is the same search as a boolean over job rows (for saved-search alerts)', async () => {
    for (const query of [
      'q=harbour',
      'work_environment=Hybrid&visa=true',
      'q=warehouse&minCTC=79000',
      'q=pilot&location=Porto,Lisbon',
      'q=harb',
      'q=wareh&minCTC=79000',
      'q=harbour%20pil',
    ]) {
      const options = jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const [{ n }] = await ctx.app.db
        .select({ n: count() })
        .from(jobs)
        .where(jobMatchCondition(options));
      expect(n, query).toBe((await search(query)).total);
    }
  });

  it('refuses pages past the cap with a clear 400, and cursors where they do not apply', async () => {
    const deep = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search?q=warehouse&page=51',
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/^Pages stop at result 1,000/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job/search?q=warehouse&page=50' }))
        .statusCode,
    ).toBe(200);
    const ranked = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search?q=warehouse&cursor=abc',
    });
    expect(ranked.statusCode).toBe(400);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search?sort=newest&cursor=bm90LWEtY3Vyc29y',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^cursor is not one this search gave/);
  });

  it('counts a newest-first search exactly when its walk stops early on matches that are all there are', async () => {
    // 150 crane jobs, the newest of all: the walk finds its matches at once and stops short of the
    // cap; the rate says "all jobs match", which over this table is under twice the cap, so the
    // count is exact, and every page of it is there.
    await insert(150, { designation: 'Crane Operator', skills_required: ['Rigging'] });
    const first = await search('q=crane&sort=newest');
    expect(first).toMatchObject({ total: 150 });
    expect(first.totalCapped).toBeUndefined();
    expect(first.items.map((job) => job.designation)).toEqual(Array(20).fill('Crane Operator'));
    const last = await search('q=crane&sort=newest&page=8');
    expect(last.items).toHaveLength(10);
    expect(last.nextCursor).toBeNull();
  });
});

describe('search at scale: keyset pages', () => {
  it.each(['newest', 'salary'])(
    'sort=%s pages by cursor with no duplicates or gaps while jobs are posted',
    async (sort) => {
      const expected = (await search(`q=harbour&sort=${sort}&pageSize=100`)).items.map(
        (job) => job.jobID,
      );
      expect(expected.length).toBeGreaterThanOrEqual(40);
      const seen: string[] = [];
      let cursor: string | null | undefined;
      for (let page = 0; page < 20; page += 1) {
        const result = await search(
          `q=harbour&sort=${sort}&pageSize=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...result.items.map((job) => job.jobID));
        cursor = result.nextCursor;
        if (!cursor) break;
        // A recruiter posts a matching job (newest of all, best paid) between two page loads.
        await postJob(ctx.app, recruiter, {
          designation: 'Harbour Pilot',
          CTC: { minCTC: '500000', maxCTC: '900000' },
        });
      }
      expect(cursor).toBeNull();
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expected);
    },
  );

  it('cursor pages of a broad search go past the first 1,000 results', async () => {
    let cursor: string | null | undefined;
    const seen = new Set<string>();
    for (let page = 0; page < 12; page += 1) {
      const result = await search(
        `q=warehouse&sort=newest&pageSize=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const job of result.items) seen.add(job.jobID);
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    expect(seen.size).toBe(BROAD);
  });
});
