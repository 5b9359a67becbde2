/**
 * npm run bench: autocannon against the API on a seeded database, next to a bare Fastify route.
 * Targets BENCH_URL when set; otherwise starts `src/server.ts` itself (DATABASE_URL or PGlite).
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) tune the runs; BENCH_NO_CACHE=1
 * starts the server with its job cache off, to measure the database path itself.
 *
 * The long-tail rows come first: BENCH_SEARCHES (default 4000) distinct generated searches
 * (scripts/bench/searches.ts) against a server started with its job cache OFF, so every answer
 * comes from the database; then each search of a fixed list one at a time, and the long tail's
 * capacity (scripts/bench/search-capacity.ts: 1,500 searches one at a time, then fixed offered
 * rates in an open loop), uncached. The repeated-query rows follow, with the cache
 * as configured (the server is restarted in between: PGlite allows one process). Last, the CV rows
 * (scripts/bench/resume-uploads.ts) on a server with queue workers: uploads until the text is read,
 * with the server's memory peak, and applications with a CV and 10 answers; they add their own
 * accounts and jobs to the database. Then the candidate-search and recommendation rows
 * (scripts/bench/candidates.ts, also `npm run bench:candidates`; skipped against BENCH_URL, as they
 * sign seeded accounts in in the database) at fixed offered rates. Then the messages rows
 * (scripts/bench/messages.ts) on a fresh database of their own (PGlite, or a new database on
 * DATABASE_URL's server): a recruiter with 1,000 conversations writing to them, and reading their
 * inbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchCandidates } from './candidates';
import { benchMessages } from './messages';
import { benchResumes, resumeBenchEnv } from './resume-uploads';
import { timeOne } from './open-loop';
import { benchSearchCapacity, printSearchCapacity } from './search-capacity';
import { longTailSearches, typeAheadPrefixes } from './searches';
import { stopChild, waitForUrl } from './processes';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
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
  return child;
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
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const api = process.env.BENCH_URL ?? 'http://127.0.0.1:3997';
const searchCount = Number(process.env.BENCH_SEARCHES ?? 4000);
// Searches that were once the slowest one at a time (uncached, 1M jobs: 3.1 s, 2.1 s, 1.1 s,
// 0.16 s), and a few narrow ones.
const singleSearches = [
  'q=engineer',
  'q=python',
  'q=data&work_environment=Remote&page=7',
  'sort=newest',
  'q=engineer&sort=salary&page=5',
  'q=intern&type_of_employment=Full-time',
  'q=designer&location=Lagos&type_of_employment=Part-time&fresher=true',
  'q=graduate&minCTC=150000',
].map((query) => `/api/job/search?${query}`);

try {
  const cacheTtl = process.env.BENCH_NO_CACHE ? '0' : (process.env.JOB_CACHE_TTL_SECONDS ?? '5');
  const apiEnv = (ttl: string) => ({
    PORT: '3997',
    HOST: '127.0.0.1',
    JOB_CACHE_TTL_SECONDS: ttl,
    QUEUE_WORKERS: 'false',
  });
  let server = process.env.BENCH_URL ? undefined : start('src/server.ts', apiEnv('0'));
  await waitForUrl(`${api}/api/ready`);
  const sample = (await (await fetch(`${api}/api/job/search?sort=newest&pageSize=100`)).json()) as {
    items: { jobID: string }[];
    total: number;
    totalCapped?: boolean;
  };
  if (sample.items.length === 0)
    throw new Error('The database has no jobs: run npm run seed -- --jobs 100000 first');
  const job = await (
    await fetch(`${api}/api/job/fetchIndividualJob/${sample.items[0].jobID}`)
  ).text();
  start('scripts/bench/bare-server.ts', { PORT: '3998', BARE_BODY: job });
  const bare = 'http://127.0.0.1:3998';
  await waitForUrl(`${bare}/bare`);
  const jobsStats = (await (await fetch(`${api}/api/job/stats`)).json()) as { totalJobs: number };
  const database = process.env.BENCH_URL
    ? 'server as configured'
    : process.env.DATABASE_URL
      ? 'PostgreSQL'
      : 'PGlite';
  console.log(
    `${database}, ${jobsStats.totalJobs} open jobs; ${connections} connections, ${duration} s per scenario`,
  );

  let bareRps = 0;
  const rows: Record<string, string | number>[] = [];
  const measure = async (scenario: Scenario) => {
    const { rps, p50, p99, errors } = await run(scenario);
    bareRps ||= rps;
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(rps),
      'p50 ms': p50,
      'p99 ms': p99,
      'vs bare': `${((rps / bareRps) * 100).toFixed(1)}%`,
      errors,
    });
  };

  // 1. The long tail, uncached.
  const longTail = longTailSearches(searchCount);
  const single: Record<string, string | number>[] = [];
  for (const path of singleSearches)
    single.push({
      search: path.replace('/api/job/search?', ''),
      ms: Math.round(await timeOne(api, path)),
    });
  await measure({ name: 'bare Fastify route (constant JSON)', base: bare, paths: ['/bare'] });
  await measure({
    name: `search long tail: ${longTail.length} distinct, cache off`,
    base: api,
    paths: longTail,
  });
  const suggestions = typeAheadPrefixes(400);
  if ((await fetch(`${api}${suggestions[0]}`)).ok)
    await measure({
      name: `suggest as you type: ${suggestions.length} prefixes, cache off`,
      base: api,
      paths: suggestions,
    });
  console.log('Single searches, uncached, one at a time (ms):');
  console.table(single);
  // The long tail one at a time and at fixed offered rates (open loop), still uncached.
  printSearchCapacity(await benchSearchCapacity(api));

  // 2. The repeated queries of earlier READMEs, with the cache as configured.
  if (server) {
    await stopChild(server);
    server = start('src/server.ts', apiEnv(cacheTtl));
    await waitForUrl(`${api}/api/ready`);
  }
  const queries = [
    'kubernetes',
    'react',
    'python',
    'designer',
    'security',
    'data engineer',
    'mobile',
    'product manager',
  ];
  const cacheNote = process.env.BENCH_URL
    ? 'server as configured'
    : `job cache ${cacheTtl === '0' ? 'off' : `${cacheTtl} s`}`;
  await measure({
    name: `job detail (${cacheNote})`,
    base: api,
    paths: sample.items.map((item) => `/api/job/fetchIndividualJob/${item.jobID}`),
  });
  await measure({
    name: `search: 8 repeated texts + 2 filters (${cacheNote})`,
    base: api,
    paths: queries.map(
      (q) => `/api/job/search?q=${encodeURIComponent(q)}&work_environment=Remote&visa=true`,
    ),
  });
  await measure({
    name: `list, first page (20 newest) (${cacheNote})`,
    base: api,
    paths: ['/api/job/search?sort=newest&pageSize=20'],
  });
  console.table(rows);

  // 3. CVs: uploads until their text is read, and applications that send one.
  if (server) {
    await stopChild(server);
    server = start('src/server.ts', { ...apiEnv(cacheTtl), ...resumeBenchEnv });
    await waitForUrl(`${api}/api/ready`);
  }
  console.log('CV uploads (until the text is read) and applications with a CV:');
  console.table(await benchResumes({ api, serverPid: server?.pid }));

  // 4. Candidate search and recommendations, on a server of their own (PGlite allows one process).
  await stopChild(server);
  if (!process.env.BENCH_URL) {
    console.log('Candidate search and recommendations (scripts/bench/candidates.ts):');
    const candidates = await benchCandidates();
    console.table(candidates.rows);
    console.table(candidates.notes);
  }

  // 5. Messages, on their own database with the server started on it.
  console.log('Messages (scripts/bench/messages.ts):');
  console.table(await benchMessages());
} finally {
  for (const child of children) child.kill('SIGTERM');
}
