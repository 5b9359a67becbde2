import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { jobValues } from '../../src/services/jobs/job-values';
import { jobInputSchema } from '@jobhunter/shared';
import { createAccount } from '../factories';
import { apply, jobInput, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await createAccount(ctx.app.db, ctx.config, 'recruiter');
  await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

describe('reading jobs', () => {
  it('answers 404 with the exact message for an unknown job and 400 for a malformed ID', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/fetchIndividualJob/ZZZ999',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such job exists' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job/fetchIndividualJob/zz999' }))
        .statusCode,
    ).toBe(400);
  });

  it("lists every job newest first, leaving out a candidate's applied jobs and a recruiter's own", async () => {
    const local = await buildTestApp();
    try {
      const owner = await createAccount(local.app.db, local.config, 'recruiter');
      const other = await createAccount(local.app.db, local.config, 'recruiter');
      const seeker = await createAccount(local.app.db, local.config, 'candidate');
      const first = await postJob(local.app, owner);
      const second = await postJob(local.app, other);
      const third = await postJob(local.app, owner);
      expect((await apply(local.app, seeker, second)).statusCode).toBe(200);

      const all = await local.app.inject({ method: 'GET', url: '/api/job/fetch' });
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-type']).toContain('application/json');
      expect(all.json().map((job: { jobID: string }) => job.jobID)).toEqual([third, second, first]);
      const list = async (query: string, token?: string) => {
        const response = await local.app.inject({
          method: 'GET',
          url: `/api/job/fetch?${query}`,
          headers: token ? bearer(token) : {},
        });
        expect(response.statusCode).toBe(200);
        return response.json().map((job: { jobID: string }) => job.jobID);
      };
      expect(await list(`username=${seeker.username}`, seeker.accessToken)).toEqual([third, first]);
      expect(await list(`username=${owner.username}`, owner.accessToken)).toEqual([second]);
      expect(await list('username=nobody_here', seeker.accessToken)).toHaveLength(3);
      // Without that user's own token the name is ignored: nobody learns where a candidate applied
      // by comparing two lists.
      expect(await list(`username=${seeker.username}`)).toEqual([third, second, first]);
      expect(await list(`username=${seeker.username}`, other.accessToken)).toEqual([
        third,
        second,
        first,
      ]);
      expect(await list(`username=${seeker.username}`, 'not-a-token')).toEqual([
        third,
        second,
        first,
      ]);
    } finally {
      await local.close();
    }
  });

  it('answers at most 1000 jobs, newest first, and pages on with offset without losing or repeating any', async () => {
    const local = await buildTestApp();
    try {
      const owner = await createAccount(local.app.db, local.config, 'recruiter');
      const poster = {
        recruiterId: owner.id,
        username: owner.username,
        name: 'O',
        email: 'o@example.com',
        companyName: 'Acme',
      };
      // Same timestamp for all rows (one statement), so the job_id tie-break is what orders them.
      const rows = Array.from({ length: 1203 }, () => {
        const { jobID, ...fields } = jobInputSchema.parse(jobInput());
        return jobValues(jobID, fields, poster);
      });
      await local.app.db.insert(jobs).values(rows);
      const page = async (query: string) =>
        (await local.app.inject({ method: 'GET', url: `/api/job/fetch${query}` }))
          .json()
          .map((job: { jobID: string }) => job.jobID);
      const first = await page('');
      expect(first).toHaveLength(1000);
      const rest = await page('?offset=1000');
      expect(rest).toHaveLength(203);
      const ids = [...first, ...rest];
      expect(new Set(ids).size).toBe(1203);
      expect(ids).toEqual([...ids].sort());
    } finally {
      await local.close();
    }
  });

  it('counts jobs, recruiters and candidates', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/job/stats' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toEqual({
      totalJobs: await ctx.app.db.$count(jobs),
      totalRecruiters: expect.any(Number),
      totalCandidates: expect.any(Number),
    });
    expect(stats.totalRecruiters).toBeGreaterThanOrEqual(1);
    expect(stats.totalCandidates).toBeGreaterThanOrEqual(1);
  });
});
