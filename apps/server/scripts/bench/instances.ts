/**
 * npm run bench:instances: 1, 2 and 3 API instances on one PostgreSQL database behind nginx (Debian's
 * `nginx`, run in the foreground with a config written to a temporary folder). For each count:
 * req/s and p99 of job detail and of the long-tail search mix (scripts/bench/searches.ts) through
 * nginx; whether a job edited on one instance is ever read stale from another (edits made while the
 * job-detail load runs; every instance's cache warmed first, and the cache lives an hour, so only
 * the change notification can make the read fresh); and whether the login limit holds across them.
 * Then one instance on a primary and a streaming replica of its own (scripts/db/replica-cluster.ts,
 * seeded alike) with DATABASE_REPLICA_URLS: the same loads, and the replica's share of the reads.
 *
 * BENCH_DATABASE_URL   the server to use (default postgres://postgres:postgres@127.0.0.1:5432/postgres);
 *                      the bench creates and seeds its own database on it, jobhunter_bench_instances
 *                      (kept, and reused while it holds BENCH_JOBS jobs)
 * BENCH_JOBS           jobs to seed (default 100000)
 * BENCH_DURATION       seconds per load run (default 10), BENCH_CONNECTIONS (default 50)
 * BENCH_EDITS          edits checked for stale reads per instance count (default 60)
 * BENCH_ROWS           which rows to run, comma-separated (default 1,2,3,replica)
 * Ports: nginx on BENCH_PORT (default 3400), the instances on the next ones.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/seed/demo-people';
import { startReplicaCluster } from '../db/replica-cluster';
import { longTailSearches } from './searches';
import { stopChild, waitForUrl } from './processes';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const edits = Number(process.env.BENCH_EDITS ?? 60);
const nginxPort = Number(process.env.BENCH_PORT ?? 3400);
const rowsWanted = (process.env.BENCH_ROWS ?? '1,2,3,replica').split(',').map((row) => row.trim());
const LOGIN_LIMIT = 10;
const dbName = 'jobhunter_bench_instances';
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const workDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-bench-instances-'));
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Creates (or reuses) the bench database, seeded with the bulk seeder of `npm run seed`. */
async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount === 1;
  let jobs = 0;
  if (exists) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    jobs = await client.query('select count(*)::int as n from jobs').then(
      (r) => r.rows[0].n as number,
      () => 0,
    );
    await client.end();
  }
  if (jobs < jobCount) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    console.log(`seeding ${jobCount} jobs into ${dbName} (npm run seed)...`);
    seed(databaseUrl);
  } else {
    console.log(`reusing ${dbName} (${jobs} jobs)`);
  }
  await admin.end();
}

/** The bench's data set, by the bulk seeder of `npm run seed` (migrating first). */
function seed(url: string) {
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seed.ts',
      '--jobs',
      String(jobCount),
      '--candidates',
      '2000',
      '--seed',
      '15',
    ],
    { cwd: serverDir, env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
}

const instancePort = (index: number) => nginxPort + 1 + index;

/** nginx in the foreground, round-robin over the instances, keep-alive to them as a production proxy would. */
function startNginx(count: number) {
  const dir = mkdtempSync(path.join(workDir, 'nginx-'));
  // nginx started by root runs its workers as nobody, who must write the proxy buffers here.
  chmodSync(workDir, 0o755);
  chmodSync(dir, 0o777);
  const servers = Array.from(
    { length: count },
    (_, index) => `server 127.0.0.1:${instancePort(index)};`,
  ).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream api { ${servers} keepalive 64; }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`,
  );
  return start('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
}

function startInstance(index: number, env: Record<string, string> = {}) {
  return start(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(instancePort(index)),
    DATA_DIR: path.join(workDir, `instance-${index}`),
    // One secret for all: a token from one instance is good on every other.
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    // An hour: a fresh read after an edit elsewhere can only come from the change notification.
    JOB_CACHE_TTL_SECONDS: '3600',
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    TRUST_PROXY: 'true',
    QUEUE_WORKERS: index === 0 ? 'true' : 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

async function load(paths: string[]) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${nginxPort}`,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const designationOn = async (index: number, jobID: string) =>
  (
    (await (
      await fetch(`http://127.0.0.1:${instancePort(index)}/api/job/fetchIndividualJob/${jobID}`)
    ).json()) as { designation: string }
  ).designation;

/**
 * Edits one job on each instance in turn and reads it right away from every other one (each had
 * it cached just before). Returns how many of those reads were stale.
 */
async function staleReads(count: number, job: { jobID: string; username: string }) {
  const login = await fetch(`http://127.0.0.1:${instancePort(0)}/api/recruiter/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: job.username, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`recruiter login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  let stale = 0;
  let reads = 0;
  for (let edit = 0; edit < edits; edit += 1) {
    for (let index = 0; index < count; index += 1) await designationOn(index, job.jobID);
    const writer = edit % count;
    const designation = `Bench Edit ${count}-${edit}`;
    const response = await fetch(`http://127.0.0.1:${instancePort(writer)}/api/job/${job.jobID}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ designation }),
    });
    if (!response.ok) throw new Error(`edit failed: ${response.status} ${await response.text()}`);
    for (let index = 0; index < count; index += 1) {
      if (index === writer) continue;
      reads += 1;
      if ((await designationOn(index, job.jobID)) !== designation) stale += 1;
    }
  }
  return { stale, reads };
}

/**
 * Failed logins from one client through nginx (round-robin): how many pass before the first 429.
 * Each names another username, so the per-username slow-down after failures stays out of it.
 */
async function loginsBeforeLimit(count: number) {
  for (let attempt = 1; attempt <= LOGIN_LIMIT * 4; attempt += 1) {
    const response = await fetch(`http://127.0.0.1:${nginxPort}/api/candidate/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `nobody_${count}_${attempt}`,
        password: 'wrong-password-1',
      }),
    });
    await response.arrayBuffer();
    if (response.status === 429) return attempt - 1;
  }
  return Infinity;
}

/** Reads each pool of the instance has answered so far (GET /metrics, `jobhunter_db_reads_total`). */
async function readsByPool(index: number) {
  const page = await (await fetch(`http://127.0.0.1:${instancePort(index)}/metrics`)).text();
  const count = (pool: string) =>
    Number(
      page.match(new RegExp(`^jobhunter_db_reads_total\\{pool="${pool}"\\} (\\S+)$`, 'm'))?.[1] ??
        0,
    );
  return { primary: count('primary'), replica: count('replica-1') };
}

/**
 * One instance reading from a streaming replica of its primary: both servers are throwaway ones on
 * this machine (seeded like the bench database, the replica caught up before the loads), so they
 * share the same cores; the figures show the routing's cost and share, not added capacity.
 */
async function replicaRow(longTail: string[]) {
  const cluster = await startReplicaCluster({
    settings: ['shared_buffers = 256MB', 'max_wal_size = 4GB', 'checkpoint_timeout = 30min'],
  });
  try {
    console.log(`seeding ${jobCount} jobs into a fresh primary with a streaming replica...`);
    seed(cluster.primaryUrl);
    await cluster.waitForReplay(600_000);
    const instance = startInstance(0, {
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrl,
    });
    await waitForUrl(`http://127.0.0.1:${instancePort(0)}/api/ready`);
    const nginx = startNginx(1);
    await waitForUrl(`http://127.0.0.1:${nginxPort}/api/ready`);
    // The lag check finds the replica healthy within a second or two of the start.
    for (let attempt = 0; (await readsByPool(0)).replica === 0; attempt += 1) {
      if (attempt > 100) throw new Error('the replica never took a read');
      await fetch(`http://127.0.0.1:${instancePort(0)}/api/job/search?q=engineer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const admin = new pg.Client({ connectionString: cluster.primaryUrl });
    await admin.connect();
    const sample = await admin.query<{ jobID: string }>(
      `select job_id as "jobID" from jobs where status = 'open' order by created_at desc limit 1000`,
    );
    await admin.end();
    const before = await readsByPool(0);
    const detail = await load(sample.rows.map((row) => `/api/job/fetchIndividualJob/${row.jobID}`));
    const search = await load(longTail);
    const after = await readsByPool(0);
    const replicaReads = after.replica - before.replica;
    const allReads = replicaReads + after.primary - before.primary;
    const allowed = await loginsBeforeLimit(1);
    await stopChild(nginx);
    await stopChild(instance);
    return {
      instances: '1, primary + 1 replica',
      'detail req/s': detail.rps,
      'detail p99 ms': detail.p99,
      'search req/s': search.rps,
      'search p99 ms': search.p99,
      'non-2xx/errors': detail.errors + search.errors,
      'stale reads': 'n/a',
      [`logins before 429 (limit ${LOGIN_LIMIT})`]: allowed,
      'replica share of reads': `${replicaReads} of ${allReads}`,
    };
  } finally {
    await cluster.close();
  }
}

try {
  if (spawnSync('nginx', ['-v']).error)
    throw new Error('nginx is not installed (apt-get install -y nginx)');
  const counts = [1, 2, 3].filter((count) => rowsWanted.includes(String(count)));
  if (counts.length > 0) await prepareDatabase();
  const rows: Record<string, string | number>[] = [];
  const longTail = longTailSearches(4000);
  for (const count of counts) {
    const instances = Array.from({ length: count }, (_, index) => startInstance(index));
    for (let index = 0; index < count; index += 1)
      await waitForUrl(`http://127.0.0.1:${instancePort(index)}/api/ready`);
    const nginx = startNginx(count);
    await waitForUrl(`http://127.0.0.1:${nginxPort}/api/ready`);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // Each count starts with fresh login windows (the counters live in this database).
    await admin.query('delete from rate_limits');
    const sample = await admin.query<{ jobID: string; username: string }>(
      `select job_id as "jobID", username from jobs where status = 'open' order by created_at desc limit 1000`,
    );
    await admin.end();
    const detailPaths = sample.rows.map((row) => `/api/job/fetchIndividualJob/${row.jobID}`);

    // The stale-read check runs while the job-detail load does: notifications have to get through a busy machine.
    const [detail, check] = await Promise.all([
      load(detailPaths),
      count > 1 ? staleReads(count, sample.rows[0]) : undefined,
    ]);
    const search = await load(longTail);
    const allowed = await loginsBeforeLimit(count);
    rows.push({
      instances: count,
      'detail req/s': detail.rps,
      'detail p99 ms': detail.p99,
      'search req/s': search.rps,
      'search p99 ms': search.p99,
      'non-2xx/errors': detail.errors + search.errors,
      'stale reads': check ? `${check.stale} of ${check.reads}` : 'n/a',
      [`logins before 429 (limit ${LOGIN_LIMIT})`]: allowed,
    });
    await stopChild(nginx);
    for (const instance of instances) await stopChild(instance);
  }
  if (rowsWanted.includes('replica')) rows.push(await replicaRow(longTail));
  console.log(
    `${jobCount} jobs on one PostgreSQL (the replica row: on a primary and a replica of its own); ${connections} connections, ${duration} s per run, through nginx`,
  );
  console.table(rows);
} finally {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
