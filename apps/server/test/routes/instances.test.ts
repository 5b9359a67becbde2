import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAccount } from '../factories';
import { loginViaApi, registerViaApi } from '../factories-accounts';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestInstances, type TestContext } from '../helper';

// Two API instances on one database, as behind a load balancer (see buildTestInstances for what
// that means on PGlite). The cache lives an hour: only an invalidation can explain a fresh answer,
// and it must have reached the other instance by the time the write is answered (no waiting here).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const listening = (app: App, up: boolean) =>
  new Promise<void>((resolve) => {
    const seen = (state: boolean) => {
      if (state !== up) return;
      app.jobCache.events.off('listening', seen);
      resolve();
    };
    app.jobCache.events.on('listening', seen);
  });

describe('several instances on one database', () => {
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    [a, b] = await buildTestInstances(2, { JOB_CACHE_TTL_SECONDS: 3600, LOGIN_RATE_LIMIT: 3 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const designationOn = async (app: App, jobID: string) =>
    (await app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` })).json()
      .designation as string;
  const searchOn = async (app: App, query: string, headers = {}) =>
    (
      (await app.inject({ url: `/api/job/search?${query}`, headers })).json().items as {
        jobID: string;
      }[]
    ).map((job) => job.jobID);
  const totalJobsOn = async (app: App) =>
    (await app.inject({ url: '/api/job/stats' })).json().totalJobs as number;

  it('a job changed on one instance is answered fresh by the other at once: page, search and stats', async () => {
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
    const jobID = await postJob(a.app, recruiter, { designation: 'Lighthouse Keeper' });
    expect(await designationOn(b.app, jobID)).toBe('Lighthouse Keeper');
    expect(await searchOn(b.app, 'q=lighthouse')).toEqual([jobID]);
    const totalBefore = await totalJobsOn(b.app);

    // B keeps what it read: a change made behind the app's back (no notification) stays unseen.
    await a.database.db.execute(
      sql`update jobs set designation = 'Unannounced Keeper' where job_id = ${jobID}`,
    );
    expect(await designationOn(b.app, jobID)).toBe('Lighthouse Keeper');

    const edit = await a.app.inject({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      headers: bearer(recruiter.accessToken),
      payload: { designation: 'Lighthouse Captain' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await designationOn(b.app, jobID)).toBe('Lighthouse Captain');

    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: `/api/job/${jobID}/close`,
          headers: bearer(recruiter.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(await searchOn(b.app, 'q=lighthouse')).toEqual([]);

    expect(
      (
        await a.app.inject({
          method: 'DELETE',
          url: `/api/job/delete/${jobID}`,
          headers: bearer(recruiter.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(await totalJobsOn(b.app)).toBe(totalBefore - 1);
    expect((await b.app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` })).statusCode).toBe(
      404,
    );
  });

  it("a candidate's application on one instance drops their cached searches on the other", async () => {
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
    const candidate = await createAccount(a.database.db, a.config, 'candidate');
    const jobID = await postJob(a.app, recruiter, { designation: 'Harbour Pilot' });
    const mine = `q=harbour&username=${candidate.username}`;
    expect(await searchOn(b.app, mine, bearer(candidate.accessToken))).toEqual([jobID]);

    expect((await apply(a.app, candidate, jobID)).statusCode).toBe(200);
    expect(await searchOn(b.app, mine, bearer(candidate.accessToken))).toEqual([]);
    expect(await searchOn(b.app, 'q=harbour')).toEqual([jobID]);
  });

  it("a recruiter's new name on one instance shows on the other's cached job page", async () => {
    const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
    const jobID = await postJob(a.app, recruiter);
    const posterOn = async (app: App) =>
      (await app.inject({ url: `/api/job/fetchIndividualJob/${jobID}` })).json().name as string;
    const before = await posterOn(b.app);

    const update = await a.app.inject({
      method: 'PATCH',
      url: '/api/recruiter/profile',
      headers: bearer(recruiter.accessToken),
      payload: { firstName: 'Renamedperson' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(before).not.toMatch(/Renamedperson/);
    expect(await posterOn(b.app)).toMatch(/^Renamedperson/);
  });

  it.runIf(onPostgres)(
    'while its listener is down an instance serves nothing cached, and caches again once it is back',
    async () => {
      const recruiter = await createAccount(a.database.db, a.config, 'recruiter');
      const jobID = await postJob(a.app, recruiter, { designation: 'Signal Operator' });
      expect(await designationOn(b.app, jobID)).toBe('Signal Operator');
      const rename = (designation: string) =>
        a.database.db.execute(
          sql`update jobs set designation = ${designation} where job_id = ${jobID}`,
        );

      const down = listening(b.app, false);
      const back = listening(b.app, true);
      await a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'jobhunter-listener' and datname = current_database()`,
      );
      await down;
      // Whether or not it is back yet, nothing read before the drop may be served.
      await rename('Signal Operator Unannounced');
      expect(await designationOn(b.app, jobID)).toBe('Signal Operator Unannounced');

      await back;
      expect(await designationOn(b.app, jobID)).toBe('Signal Operator Unannounced');
      await rename('Signal Operator Unannounced Again');
      expect(await designationOn(b.app, jobID)).toBe('Signal Operator Unannounced');
    },
  );

  it('a login on one instance holds on the other: access token, refresh, and reuse detection', async () => {
    const account = await registerViaApi(a.app, 'candidate');
    const session = await loginViaApi(a.app, 'candidate', account.username, account.password);
    const dashboard = await b.app.inject({
      url: '/api/candidate/dashboard',
      headers: bearer(session.accessToken),
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().username).toBe(account.username);

    const refresh = (app: App, refreshToken: string) =>
      app.inject({
        method: 'POST',
        url: '/api/candidate/refresh-token',
        payload: { refreshToken },
      });
    const refreshed = await refresh(b.app, session.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const pair = refreshed.json();
    expect(
      (await a.app.inject({ url: '/api/candidate/dashboard', headers: bearer(pair.accessToken) }))
        .statusCode,
    ).toBe(200);

    // The old refresh token reused on the first instance revokes the family everywhere.
    expect((await refresh(a.app, session.refreshToken)).statusCode).toBe(403);
    expect((await refresh(b.app, pair.refreshToken)).statusCode).toBe(403);
  });

  // PGlite is one process's database: there each instance counts its own (the embedded default).
  it.runIf(onPostgres)(
    'the login limit counts the attempts on every instance together (PostgreSQL store)',
    () => expectLoginLimitShared(a.app, b.app),
  );
});

describe.runIf(onPostgres)('several instances slowing failed logins down together', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    // The per-client request limit out of the way: this is about the growing delays after failures.
    [a, b] = await buildTestInstances(2, { LOGIN_RATE_LIMIT: 1000 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('failures on one instance count on the other: after five, either makes the guesser wait', async () => {
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/candidate/login',
        remoteAddress: client,
        payload: { username: 'nobody_guessed', password: 'wrong-password-1' },
      });
    for (const app of [a.app, b.app, a.app, b.app, a.app])
      expect((await attempt(app)).statusCode).toBe(404);
    for (const app of [b.app, a.app]) {
      const refused = await attempt(app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client trying the same username is not held up by the guesser.
    const owner = await a.app.inject({
      method: 'POST',
      url: '/api/candidate/login',
      remoteAddress: '192.0.2.7',
      payload: { username: 'nobody_guessed', password: 'wrong-password-1' },
    });
    expect(owner.statusCode).toBe(404);
    // Kept in the shared table: the pair and the client, under the role's prefix.
    const stored = await a.database.db.execute<{ key: string }>(
      sql`select key from login_failures where key like ${`candidate:%${client}%`} order by key`,
    );
    expect(stored.rows.map((row) => row.key)).toEqual([
      `candidate:client:${client}`,
      `candidate:pair:${client}:nobody_guessed`,
    ]);
  });
});

describe.runIf(process.env.REDIS_URL)('several instances sharing rate limits in Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    [a, b] = await buildTestInstances(2, { REDIS_URL: process.env.REDIS_URL, LOGIN_RATE_LIMIT: 3 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('the login limit counts the attempts on every instance together (Redis store)', () =>
    expectLoginLimitShared(a.app, b.app));
});

/** Three failed logins from one client, alternating instances, are allowed; the next ones are 429 on either. */
async function expectLoginLimitShared(a: App, b: App) {
  // A client of its own, so no other test's logins (nor an earlier run's, in Redis) count here.
  const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const attempt = (app: App) =>
    app.inject({
      method: 'POST',
      url: '/api/candidate/login',
      remoteAddress: client,
      payload: { username: 'nobody_here', password: 'wrong-password-1' },
    });
  for (const app of [a, b, a]) expect((await attempt(app)).statusCode).toBe(404);
  for (const app of [b, a]) {
    const refused = await attempt(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
  }
}
