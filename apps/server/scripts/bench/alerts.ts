/**
 * npm run bench:alerts: job alerts at scale. Seeds a fresh database (PGlite in a temporary folder,
 * or a new database on DATABASE_URL's PostgreSQL server, dropped afterwards), runs the real app
 * with its queue workers, and posts jobs through the HTTP API:
 *   1. at BENCH_RATE jobs/s for BENCH_SECONDS with no saved search: POST /job/create latency;
 *   2. the same with BENCH_SEARCHES saved searches (20% daily) matched meanwhile: the latency
 *      again, and per job the time from posting to matched and to its instant alert queued;
 *   3. a burst of BENCH_BURST jobs as fast as 8 clients post them: jobs matched per second.
 * Mail stays queued (rendering and sending it is the mail worker's load, not matching's).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadEnv, type AppConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { accounts } from '../../src/db/schema';
import { bulkSeed } from '../../src/seed/bulk/bulk-seed';
import { seededRandom } from '../../src/seed/random';
import { startSession } from '../../src/services/accounts/login';
import { provisionDatabase } from '../durability/database';
import { alertTimings, matchingSpan, percentile } from './alerts/measure';
import { postAtRate, postBurst, type Poster } from './alerts/posting';
import { seedSavedSearches } from './alerts/saved-search-seed';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SEARCHES = setting('BENCH_SEARCHES', 100_000);
const RATE = setting('BENCH_RATE', 1);
const SECONDS = setting('BENCH_SECONDS', 60);
const BURST = setting('BENCH_BURST', 300);
const CANDIDATES = setting('BENCH_CANDIDATES', 10_000);
const SEED_JOBS = setting('BENCH_JOBS', 5_000);

const env = loadEnv();
const run = await provisionDatabase(env.DATABASE_URL, 'bench_alerts');
const log = (message: string) => console.log(`bench:alerts: ${message}`);
const handle = await openDatabase(
  run.databaseUrl
    ? { url: run.databaseUrl, poolSize: env.DATABASE_POOL_SIZE }
    : { dataDir: path.join(run.dataDir, 'pglite') },
);
const { db } = handle;
let stopApp = async () => {};
try {
  log(`${run.label}; seeding ${SEED_JOBS} jobs and ${CANDIDATES} candidates`);
  await runMigrations(handle);
  await bulkSeed({
    db,
    jobs: SEED_JOBS,
    candidates: CANDIDATES,
    applications: 0,
    recruiters: 20,
    batchSize: 1000,
    seed: 7,
    progress: () => {},
  });

  // The worker's log line per batch: how many jobs it took and how long the pass over the searches took.
  const batches: { jobs: number; ms: number }[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('"job alerts matched"')) batches.push(JSON.parse(line));
      }
      done();
    },
  });
  const config: AppConfig = {
    ...env,
    DATA_DIR: run.dataDir,
    UPLOAD_DIR: path.join(run.dataDir, 'uploads'),
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: false,
  };
  const app = await buildApp({ config, database: handle, logStream });
  stopApp = () => app.close();
  const api = await app.listen({ port: 0, host: '127.0.0.1' });

  const sessionSettings = {
    secret: config.JWT_SECRET,
    accessTtlSeconds: 3600,
    refreshTtlSeconds: 3600,
  };
  const recruiters = await db.select().from(accounts).where(eq(accounts.role, 'recruiter'));
  const posters: Poster[] = await Promise.all(
    recruiters.map(async (row) => ({
      username: row.username,
      company: (row.currentJob as { company: string }).company,
      accessToken: (
        await startSession(
          db,
          { id: row.id, username: row.username, role: 'recruiter' },
          sessionSettings,
        )
      ).accessToken,
    })),
  );
  const random = seededRandom(11);
  const settled = () => app.queue.settled(30 * 60_000, ['jobAlerts']);
  const ms = (value: number) => Math.round(value);

  log(`posting ${RATE}/s for ${SECONDS} s with no saved search`);
  const plain = await postAtRate({ api, random, posters, rate: RATE, seconds: SECONDS });
  await settled();

  log(`seeding ${SEARCHES} saved searches`);
  const candidateIds = (
    await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, 'candidate'))
  ).map((row) => row.id);
  const seeding = performance.now();
  await seedSavedSearches({ db, random, candidateIds, count: SEARCHES, dailyShare: 0.2 });
  await db.execute(sql`analyze`);
  log(
    `seeded in ${ms((performance.now() - seeding) / 1000)} s; posting ${RATE}/s for ${SECONDS} s while matching runs`,
  );
  batches.length = 0;
  const matched = await postAtRate({ api, random, posters, rate: RATE, seconds: SECONDS });
  await settled();
  const steadyBatches = [...batches];
  const timings = await alertTimings(
    db,
    matched.map((post) => post.jobID),
  );

  log(`a burst of ${BURST} jobs`);
  batches.length = 0;
  const burst = await postBurst({ api, random, posters, count: BURST, concurrency: 8 });
  await settled();
  const burstSeconds = await matchingSpan(db, burst);
  const burstMatches = (await alertTimings(db, burst)).matches.reduce(
    (sum, count) => sum + count,
    0,
  );

  const latency = (label: string, values: number[]) => ({
    measure: label,
    n: values.length,
    p50: ms(percentile(values, 50)),
    p99: ms(percentile(values, 99)),
    max: ms(Math.max(...values)),
  });
  const mean = (values: number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
  console.log(
    `\n${run.kind}: ${SEARCHES} saved searches over ${CANDIDATES} candidates, ${SEED_JOBS} jobs seeded; ${RATE} job/s for ${SECONDS} s; queue poll ${config.QUEUE_POLL_SECONDS} s`,
  );
  console.table([
    latency(
      'POST /job/create, no saved search (ms)',
      plain.map((post) => post.ms),
    ),
    latency(
      `POST /job/create, ${SEARCHES} saved searches, matching running (ms)`,
      matched.map((post) => post.ms),
    ),
    latency('posted → matched against all searches (ms)', timings.matchedMs),
    latency('posted → instant alert queued (ms)', timings.alertedMs),
  ]);
  console.table([
    { measure: 'searches matched per job (mean)', value: mean(timings.matches).toFixed(1) },
    { measure: 'instant alerts per job (mean)', value: mean(timings.instant).toFixed(1) },
    {
      measure: 'steady: batches, mean jobs per batch, mean ms per batch',
      value: `${steadyBatches.length}, ${mean(steadyBatches.map((batch) => batch.jobs)).toFixed(1)}, ${ms(mean(steadyBatches.map((batch) => batch.ms)))}`,
    },
    { measure: `burst: ${BURST} jobs matched in (s)`, value: burstSeconds.toFixed(1) },
    { measure: 'burst: jobs matched per second', value: (BURST / burstSeconds).toFixed(1) },
    {
      measure: 'burst: matches recorded per second',
      value: Math.round(burstMatches / burstSeconds),
    },
    {
      measure: 'burst: batches, mean jobs per batch, mean ms per batch',
      value: `${batches.length}, ${mean(batches.map((batch) => batch.jobs)).toFixed(1)}, ${ms(mean(batches.map((batch) => batch.ms)))}`,
    },
  ]);
} finally {
  await stopApp();
  await handle.close();
  await run.dispose();
}
