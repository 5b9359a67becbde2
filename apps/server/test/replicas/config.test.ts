import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config';
import { createAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { madeUpWord } from '../made-up-word';
import { sample } from '../metrics-sample';

describe('read replica settings', () => {
  it('refuses replicas without the primary they copy', () => {
    expect(() => loadEnv({ DATABASE_REPLICA_URLS: 'postgres://reader.example.com/jobs' })).toThrow(
      'Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL',
    );
  });

  it('takes comma-separated PostgreSQL URLs beside DATABASE_URL, and defaults to none', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://primary.example.com/jobs',
      DATABASE_REPLICA_URLS: ' postgres://r1.example.com/jobs, postgresql://r2.example.com/jobs ,',
      REPLICA_MAX_LAG_SECONDS: '2.5',
    });
    expect(env.DATABASE_REPLICA_URLS).toEqual([
      'postgres://r1.example.com/jobs',
      'postgresql://r2.example.com/jobs',
    ]);
    expect(env.REPLICA_MAX_LAG_SECONDS).toBe(2.5);
    expect(loadEnv({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(loadEnv({}).REPLICA_MAX_LAG_SECONDS).toBe(5);
    expect(() =>
      loadEnv({
        DATABASE_URL: 'postgres://primary.example.com/jobs',
        DATABASE_REPLICA_URLS: 'mysql://r1.example.com/jobs',
      }),
    ).toThrow('DATABASE_REPLICA_URLS must list postgres:// URLs');
  });
});

describe('without replicas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('reads the primary, sets no cookie and reports no replica', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const word = madeUpWord('primaryonly');
    const jobID = await postJob(ctx.app, recruiter, { designation: `Engineer ${word}` });
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      headers: bearer(recruiter.accessToken),
      payload: { designation: `Lead ${word}` },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers['set-cookie']).toBeUndefined();

    const found = await ctx.app.inject({ method: 'GET', url: `/api/job/search?q=${word}` });
    expect(found.json()).toMatchObject({ items: [{ jobID, designation: `Lead ${word}` }] });
    const page = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(page, 'jobhunter_db_reads_total', 'pool="primary"')).toBeGreaterThanOrEqual(1);
    expect(page).not.toContain('pool="replica-');
    expect(page).not.toContain('jobhunter_replica_healthy{');
  });
});
