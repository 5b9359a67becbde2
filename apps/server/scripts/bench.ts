/**
 * npm run bench: autocannon against the API on a seeded database, next to a bare Fastify route.
 * Targets BENCH_URL when set; otherwise starts `src/server.ts` itself (DATABASE_URL or PGlite).
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) tune the runs; BENCH_NO_CACHE=1
 * starts the server with its job cache off, to measure the database path itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

interface Scenario {
  name: string;
  base: string;
  paths: string[];
}

async function run({ base, paths }: Scenario) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const api = process.env.BENCH_URL ?? 'http://127.0.0.1:3997';
try {
  const cacheTtl = process.env.BENCH_NO_CACHE ? '0' : (process.env.JOB_CACHE_TTL_SECONDS ?? '5');
  if (!process.env.BENCH_URL) start('src/server.ts', { PORT: '3997', HOST: '127.0.0.1', JOB_CACHE_TTL_SECONDS: cacheTtl });
  await waitFor(`${api}/api/ready`);
  const sample = (await (await fetch(`${api}/api/job/search?sort=newest&pageSize=100`)).json()) as { items: { jobID: string }[]; total: number };
  if (sample.items.length === 0) throw new Error('The database has no jobs: run npm run seed -- --jobs 100000 first');
  const job = await (await fetch(`${api}/api/job/fetchIndividualJob/${sample.items[0].jobID}`)).text();
  start('scripts/bare-server.ts', { PORT: '3998', BARE_BODY: job });
  const bare = 'http://127.0.0.1:3998';
  await waitFor(`${bare}/bare`);

  const queries = ['kubernetes', 'react', 'python', 'designer', 'security', 'data engineer', 'mobile', 'product manager'];
  const scenarios: Scenario[] = [
    { name: 'bare Fastify route (constant JSON)', base: bare, paths: ['/bare'] },
    { name: 'job detail', base: api, paths: sample.items.map((item) => `/api/job/fetchIndividualJob/${item.jobID}`) },
    {
      name: 'search: text + 2 filters',
      base: api,
      paths: queries.map((q) => `/api/job/search?q=${encodeURIComponent(q)}&work_environment=Remote&visa=true`),
    },
    { name: 'list, first page (20 newest)', base: api, paths: ['/api/job/search?sort=newest&pageSize=20'] },
  ];
  const cacheNote = process.env.BENCH_URL ? 'server as configured' : `job cache ${cacheTtl === '0' ? 'off' : `${cacheTtl} s`}`;
  console.log(`${sample.total} jobs; ${connections} connections, ${duration} s per scenario; ${cacheNote}`);
  const rows: Record<string, string | number>[] = [];
  let bareRps = 0;
  for (const scenario of scenarios) {
    const { rps, p50, p99, errors } = await run(scenario);
    bareRps ||= rps;
    rows.push({ scenario: scenario.name, 'req/s': Math.round(rps), 'p50 ms': p50, 'p99 ms': p99, 'vs bare': `${((rps / bareRps) * 100).toFixed(0)}%`, errors });
  }
  console.table(rows);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
