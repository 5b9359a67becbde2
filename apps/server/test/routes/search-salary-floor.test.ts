import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALK_BUDGET } from '../../src/services/search';
import { createAccount, type CreatedAccount } from '../factories';
import { bulkJobs } from '../factories-bulk-jobs';
import { buildTestApp, type TestContext } from '../helper';

// Salary order over a capped search (services/search): the page's pay floor comes from
// the newest matches; on a large database a higher ("hopeful") floor is tried first and, when too
// few matches clear it, the page's own floor. Either way the page is the best-paid of all matches,
// not only of the newest. Here the best-paid jobs of the table match nothing, so the salary index
// walk settles nothing and the GIN path runs; the planner's job count is set to a million so the
// hopeful floor is the sample's best pay.
let ctx: TestContext;
let recruiter: CreatedAccount;
let insert: ReturnType<typeof bulkJobs>;

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  insert = bulkJobs(ctx.app.db, recruiter, 'SF');
  // The best-paid jobs of the table, older than the rest: a salary walk reads only these.
  await insert(WALK_BUDGET + 100, {
    designation: 'Yacht Captain',
    skills_required: ['Sailing'],
    max_ctc: '900000',
    created_at: '2019-01-01T00:00:00Z',
  });
  // Two well-paid warehouse jobs older than the newest 1,001 warehouse jobs (the sample).
  await insert(2, { max_ctc: '300000', created_at: '2018-01-01T00:00:00Z' });
  // 1,100 newer warehouse jobs paying 30,000–79,000.
  await insert(1100);
  await ctx.app.db.execute(
    sql`update pg_class set reltuples = 1000000 where oid = 'jobs'::regclass`,
  );
});
afterAll(() => ctx.close());

interface Reply {
  items: { jobID: string; CTC: { maxCTC: string } }[];
  total: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
}
async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reply;
}
const pays = (reply: Reply) => reply.items.map((job) => Number(job.CTC.maxCTC));

describe('salary order over a capped search', () => {
  it('finds the best-paid matches beyond the newest ones', async () => {
    const first = await search('q=warehouse&sort=salary&pageSize=5');
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(pays(first)).toEqual([300000, 300000, 79000, 79000, 79000]);
    const second = await search(`q=warehouse&sort=salary&pageSize=5&cursor=${first.nextCursor}`);
    expect(pays(second)).toEqual([79000, 79000, 79000, 79000, 79000]);
    expect(second.items.map((job) => job.jobID)).not.toContain(first.items[4]!.jobID);
  });

  it('falls back to the page floor when the hopeful floor lets too few matches through', async () => {
    // The newest warehouse job pays the most: the hopeful floor (the sample's best pay) admits one match.
    await insert(1, { max_ctc: '500000', created_at: '2026-01-01T00:00:00Z' });
    const reply = await search('q=warehouse&sort=salary&pageSize=5');
    expect(pays(reply)).toEqual([500000, 300000, 300000, 79000, 79000]);
    expect((await search('q=warehouse&sort=salary&pageSize=5&page=2')).items).toHaveLength(5);
  });
});
