import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import {
  postgresBinDir,
  startReplicaCluster,
  type ReplicaCluster,
} from '../../scripts/db/replica-cluster';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestAppOn, type TestContext } from '../helper';
import { madeUpWord } from '../made-up-word';
import { sample } from '../metrics-sample';

// A throwaway primary and replica need the server binaries; CI's PostgreSQL pass has them.
const noCluster = !postgresBinDir() || !process.env.TEST_DATABASE_URL;

/**
 * A stand-in for the web app's build: a page shell and a server entry that renders the job IDs a
 * search for the page's `q` finds, through the API transport the server hands it.
 */
function fakeWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobhunter-fake-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>JobHunter</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'entry-server.mjs'),
    `export async function renderPage({ url, fetchApi }) {
      const q = new URL(url, 'http://page').searchParams.get('q');
      const response = await fetchApi('/api/job/search?q=' + encodeURIComponent(q), {});
      const { items } = await response.json();
      return { status: 200, html: items.map((job) => job.jobID).join(','), meta: {}, pageState: '{}' };
    }`,
  );
  return dir;
}

describe.skipIf(noCluster)('reads on a streaming replica', () => {
  let cluster: ReplicaCluster;
  let ctx: TestContext;
  let recruiter: CreatedAccount;
  let webDir: string;

  beforeAll(async () => {
    webDir = fakeWebBuild();
    cluster = await startReplicaCluster();
    const primary = await openDatabase({
      url: cluster.primaryUrl,
      poolSize: 5,
      onIdleError: () => {},
    });
    await runMigrations(primary);
    ctx = await buildTestAppOn(primary, {
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: [cluster.replicaUrl],
      DATABASE_POOL_SIZE: 5,
      REPLICA_MAX_LAG_SECONDS: 2,
      REPLICA_CHECK_SECONDS: 0.1,
      WEB_DIST_DIR: webDir,
      WEB_SSR_ENTRY: path.join(webDir, 'entry-server.mjs'),
    });
    recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    await cluster.waitForReplay();
    await until(async () => (await replicaHealth()) === 1);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await cluster?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  const metrics = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  async function reads() {
    const page = await metrics();
    return {
      primary: sample(page, 'jobhunter_db_reads_total', 'pool="primary"') ?? 0,
      replica: sample(page, 'jobhunter_db_reads_total', 'pool="replica-1"') ?? 0,
    };
  }
  const replicaHealth = async () =>
    sample(await metrics(), 'jobhunter_replica_healthy', 'replica="replica-1"');

  /** Polls until the condition holds: the lag check runs on its own timer. */
  async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Job IDs a search for the word finds, and where the read went (reads counted around it). */
  async function search(word: string, headers: Record<string, string> = {}) {
    const before = await reads();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/search?q=${word}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const after = await reads();
    return {
      jobIDs: (response.json() as { items: { jobID: string }[] }).items.map((job) => job.jobID),
      primary: after.primary - before.primary,
      replica: after.replica - before.replica,
    };
  }

  /** Whether the job's row is on the replica yet, asked of the replica itself. */
  async function onReplica(jobID: string) {
    const client = new pg.Client({ connectionString: cluster.replicaUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from jobs where job_id = $1', [jobID]);
      return rowCount === 1;
    } finally {
      await client.end();
    }
  }

  it('answers a search from the caught-up replica; the writer and a browser with the cookie read the primary', async () => {
    const word = madeUpWord('replicaread');
    const jobID = await postJob(ctx.app, recruiter, { designation: `Engineer ${word}` });
    await cluster.waitForReplay();

    expect(await search(word)).toEqual({ jobIDs: [jobID], primary: 0, replica: 1 });

    // A write answered 2xx: the cookie for the window (max lag + check interval), and the account noted.
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      headers: bearer(recruiter.accessToken),
      payload: { designation: `Lead ${word}` },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers['set-cookie']).toBe(
      'jh_recent_write=1; Max-Age=3; Path=/; HttpOnly; SameSite=Lax',
    );

    // Another search each time: a cached answer would read nowhere.
    expect(await search(`${word}+lead`, bearer(recruiter.accessToken))).toEqual({
      jobIDs: [jobID],
      primary: 1,
      replica: 0,
    });
    expect(await search(`lead+${word}`, { cookie: 'theme=dark; jh_recent_write=1' })).toMatchObject(
      { primary: 1, replica: 0 },
    );
    await cluster.waitForReplay();
    expect(await search(`${word}*`)).toMatchObject({ jobIDs: [jobID], primary: 0, replica: 1 });

    // A refused write (4xx) is no write.
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      payload: { designation: 'x' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it("renders a public page's first view from the replica, and from the primary for a browser that just wrote", async () => {
    const word = madeUpWord('replicapage');
    const jobID = await postJob(ctx.app, recruiter, { designation: `Engineer ${word}` });
    await cluster.waitForReplay();
    const render = async (q: string, headers: Record<string, string> = {}) => {
      const before = await reads();
      const page = await ctx.app.inject({ method: 'GET', url: `/AllJobs?q=${q}`, headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<div id="root">${jobID}</div>`);
      const after = await reads();
      return { primary: after.primary - before.primary, replica: after.replica - before.replica };
    };
    expect(await render(word)).toEqual({ primary: 0, replica: 1 });
    expect(await render(`engineer+${word}`, { cookie: 'jh_recent_write=1' })).toEqual({
      primary: 1,
      replica: 0,
    });
  });

  it('skips a replica whose replay is paused once it is too far behind, and uses it again after', async () => {
    await cluster.pauseReplay();
    try {
      const word = madeUpWord('replicapaused');
      const jobID = await postJob(ctx.app, recruiter, { designation: `Engineer ${word}` });
      await until(async () => (await replicaHealth()) === 0);
      const page = await metrics();
      expect(sample(page, 'jobhunter_replica_lag_seconds', 'replica="replica-1"')).toBeGreaterThan(
        2,
      );

      expect(await onReplica(jobID)).toBe(false);
      expect(await search(word)).toEqual({ jobIDs: [jobID], primary: 1, replica: 0 });
      const jobPage = await ctx.app.inject({
        method: 'GET',
        url: `/api/job/fetchIndividualJob/${jobID}`,
      });
      expect(jobPage.statusCode).toBe(200);

      await cluster.resumeReplay();
      await until(async () => (await replicaHealth()) === 1);
      expect(await onReplica(jobID)).toBe(true);
      expect(await search(`${word}*`)).toEqual({ jobIDs: [jobID], primary: 0, replica: 1 });
    } finally {
      await cluster.resumeReplay();
    }
  });

  it('keeps answering while the replica is down, from the primary, and returns to it when it is back', async () => {
    const word = madeUpWord('replicadown');
    const jobID = await postJob(ctx.app, recruiter, { designation: `Engineer ${word}` });
    await cluster.waitForReplay();
    await until(async () => (await replicaHealth()) === 1);

    await cluster.stopReplica();
    try {
      // The first may still pick the replica, fail to reach it and run again on the primary.
      expect(await search(word)).toMatchObject({ jobIDs: [jobID], primary: 1 });
      await until(async () => (await replicaHealth()) === 0);
      expect(await search(`${word}*`)).toEqual({ jobIDs: [jobID], primary: 1, replica: 0 });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const suggest = await ctx.app.inject({ method: 'GET', url: `/api/job/suggest?q=${word}` });
      expect(suggest.statusCode).toBe(200);
    } finally {
      await cluster.startReplica();
    }
    await until(async () => (await replicaHealth()) === 1);
    expect(await search(`engineer+${word}`)).toEqual({ jobIDs: [jobID], primary: 0, replica: 1 });
  });

  it("shows a job's edit on its next read: the writer's reads skip what a replica may have cached", async () => {
    const word = madeUpWord('replicaedit');
    const jobID = await postJob(ctx.app, recruiter, { designation: `Engineer ${word}` });
    await cluster.waitForReplay();
    const jobPage = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}`, headers });
    // Cached, from the replica.
    expect((await jobPage()).json()).toMatchObject({ designation: `Engineer ${word}` });

    await cluster.pauseReplay();
    try {
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/job/${jobID}`,
        headers: bearer(recruiter.accessToken),
        payload: { designation: `Principal ${word}` },
      });
      expect(edit.statusCode).toBe(200);
      // A visitor may now refill the cache from the replica, which has not replayed the edit ...
      expect((await jobPage()).statusCode).toBe(200);
      // ... but the browser that edited sees its edit, by its cookie, on any instance.
      const cookie = String(edit.headers['set-cookie']).split(';')[0]!;
      expect((await jobPage({ cookie })).json()).toMatchObject({
        designation: `Principal ${word}`,
      });
    } finally {
      await cluster.resumeReplay();
    }
    // Once the replica has it, every reader sees it.
    await cluster.waitForReplay();
    await until(async () => (await replicaHealth()) === 1);
    expect((await jobPage()).json()).toMatchObject({ designation: `Principal ${word}` });
  });
});
