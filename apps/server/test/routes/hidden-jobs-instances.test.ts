import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../factories';
import { createAdminAccount } from '../factories-admin';
import { postJob } from '../factories-jobs';
import { bearer, buildTestInstances, type TestContext } from '../helper';

// Two API instances on one database with an hour-long job cache: only the hide's invalidation can
// make the other instance drop what it cached, and it must have arrived by the time the hide is
// answered (no waiting here).
describe('hiding a job behind a load balancer', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    [a, b] = await buildTestInstances(2, { JOB_CACHE_TTL_SECONDS: 3600 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const pageOn = async (context: TestContext, jobID: string) =>
    (await context.app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` })).statusCode;
  const searchOn = async (context: TestContext, query: string) =>
    (
      (await context.app.inject({ url: `/api/job/search?${query}` })).json().items as {
        jobID: string;
      }[]
    ).map((job) => job.jobID);
  const totalJobsOn = async (context: TestContext) =>
    (await context.app.inject({ url: '/api/job/stats' })).json().totalJobs as number;

  it('the other instance stops serving its page, search and stats at once, and serves them again on unhide', async () => {
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
    const admin = await createAdminAccount(a.app);
    const jobID = await postJob(a.app, recruiter, { designation: 'Quarantined Cartographer' });
    expect(await pageOn(b, jobID)).toBe(200);
    expect(await searchOn(b, 'q=cartographer')).toEqual([jobID]);
    const total = await totalJobsOn(b);

    const hide = await a.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${jobID}/hide`,
      headers: bearer(admin.accessToken),
      payload: { reason: 'Copied from another site' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await pageOn(b, jobID)).toBe(404);
    expect(await searchOn(b, 'q=cartographer')).toEqual([]);
    expect(await totalJobsOn(b)).toBe(total - 1);

    const unhide = await a.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${jobID}/unhide`,
      headers: bearer(admin.accessToken),
    });
    expect(unhide.statusCode, unhide.body).toBe(200);
    expect(await pageOn(b, jobID)).toBe(200);
    expect(await searchOn(b, 'q=cartographer')).toEqual([jobID]);
    expect(await totalJobsOn(b)).toBe(total);
  });
});
