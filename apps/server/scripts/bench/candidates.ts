/**
 * The candidate-search and recommendation rows of `npm run bench`, or on their own:
 * `npm run bench:candidates -w apps/server`, against the seeded database the server would open
 * (DATABASE_URL, or PGlite under DATA_DIR; seed it with `npm run seed -- --jobs … --candidates …`).
 *
 * Signs bench accounts in straight in the database (sessions under a fresh JWT_SECRET, which the
 * server started here is given): BENCH_RECRUITERS (default 100) seeded recruiters, whose tokens the
 * searches rotate through so none nears the 60 searches a minute each may send, and
 * BENCH_RECOMMEND_CANDIDATES (default 500) seeded candidates of distinct profiles (title, skills,
 * location, years). Then offers load at fixed rates with autocannon (`overallRate`: a slow answer
 * does not slow the senders down), BENCH_DURATION seconds (default 10) per rate:
 *   - GET /api/candidate/search over the long tail of scripts/bench/candidate-searches.ts (2,000
 *     distinct searches, none asked twice in a run), at BENCH_CANDIDATE_SEARCH_RATES a second
 *     (default 5,10,20,40), after 100 of them one at a time;
 *   - GET /api/job/recommended, each request another candidate, at BENCH_RECOMMEND_RATES a second
 *     (default 10,20).
 * Prints per rate the achieved rate, p50, p90, p99 and max latency, errors and non-2xx answers, and
 * for each route the highest rate held at p99 ≤ 100 ms without an error.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../src/config';
import { openConfiguredDatabase } from '../../src/db/client';
import { startSession } from '../../src/services/accounts/login';
import { candidateSearches } from './candidate-searches';
import { stopChild, waitForUrl } from './processes';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const rates = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(',').map(Number);
const port = 3994;
const SEARCHES = 2_000;
const P99_TARGET_MS = 100;

/** What autocannon reports beyond the fields scripts/bench/autocannon.d.ts declares. */
interface Detailed {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Row = Record<string, string | number>;

interface Tokens {
  secret: string;
  recruiters: string[];
  candidates: string[];
  jobs: number;
  candidateRows: number;
}

/** Sessions for seeded recruiters and for candidates of distinct profiles, signed with a new secret. */
async function signIn(): Promise<Tokens> {
  const handle = await openConfiguredDatabase(loadEnv());
  try {
    const { db } = handle;
    // The bulk seed's accounts only (not those other bench rows add), never a suspended one.
    const account = sql`a.suspended_at is null and a.email like '%@bulk.jobhunter.dev'`;
    const recruiters = await db.execute<{ id: string; username: string }>(sql`
      select a.id, a.username from accounts a where a.role = 'recruiter' and ${account}
      order by md5(a.id::text) limit ${setting('BENCH_RECRUITERS', 100)}`);
    const candidates = await db.execute<{ id: string; username: string }>(sql`
      select id, username from (
        select distinct on (a.title, a.core_skills, a.current_job ->> 'current_location',
          a.current_job ->> 'years_of_experience') a.id, a.username
        from accounts a where a.role = 'candidate' and ${account}
        order by a.title, a.core_skills, a.current_job ->> 'current_location',
          a.current_job ->> 'years_of_experience', a.id) as profiles
      order by md5(id::text) limit ${setting('BENCH_RECOMMEND_CANDIDATES', 500)}`);
    if (recruiters.rows.length === 0 || candidates.rows.length === 0)
      throw new Error('No seeded accounts: run npm run seed -- --jobs 100000 --candidates 20000');
    const secret = randomBytes(32).toString('hex');
    const settings = { secret, accessTtlSeconds: 3600, refreshTtlSeconds: 3600 };
    const sign = async (
      rows: { id: string; username: string }[],
      role: 'recruiter' | 'candidate',
    ) => {
      const tokens: string[] = [];
      for (const row of rows)
        tokens.push((await startSession(db, { ...row, role }, settings)).accessToken);
      return tokens;
    };
    const counts = await db.execute<{ jobs: number; searchable: number }>(sql`
      select (select count(*)::int from jobs) as jobs,
        (select count(*)::int from candidate_search) as searchable`);
    return {
      secret,
      recruiters: await sign(recruiters.rows, 'recruiter'),
      candidates: await sign(candidates.rows, 'candidate'),
      jobs: counts.rows[0].jobs,
      candidateRows: counts.rows[0].searchable,
    };
  } finally {
    // PGlite allows one process: the server opens it next.
    await handle.close();
  }
}

/** One rate of one route: `next()` gives each request's path and token. */
async function offer(
  api: string,
  name: string,
  rate: number,
  next: () => { path: string; token: string },
): Promise<Row> {
  const result = (await autocannon({
    url: api,
    connections: setting('BENCH_CONNECTIONS', 50),
    duration: setting('BENCH_DURATION', 10),
    overallRate: rate,
    requests: [
      {
        setupRequest: (base) => {
          const { path: requestPath, token } = next();
          return {
            ...base,
            method: 'GET',
            path: requestPath,
            headers: { authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  })) as unknown as Detailed;
  const codes = Object.entries(result.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}×${code}`);
  return {
    scenario: name,
    'offered/s': rate,
    'achieved/s': Number((result.requests.total / result.duration).toFixed(1)),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.timeouts,
    'non-2xx': codes.length > 0 ? codes.join(' ') : 0,
  };
}

/** The highest offered rate whose p99 met the target with every answer a 2xx. */
function highestHeld(rows: Row[]) {
  const held = rows.filter(
    (row) => Number(row['p99 ms']) <= P99_TARGET_MS && row.errors === 0 && row['non-2xx'] === 0,
  );
  return held.length > 0 ? `${Math.max(...held.map((row) => Number(row['offered/s'])))}/s` : 'none';
}

async function oneAtATime(api: string, paths: string[], token: string) {
  const times: number[] = [];
  let withHits = 0;
  for (const requestPath of paths) {
    const started = performance.now();
    const response = await fetch(`${api}${requestPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { total?: number };
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${requestPath} answered ${response.status}`);
    if ((body.total ?? 0) > 0) withHits += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))];
  return `${at(50).toFixed(0)} / ${at(99).toFixed(0)} / ${times.at(-1)?.toFixed(0)} ms; ${withHits} of ${paths.length} found someone`;
}

/** Signs in, starts the server on the seeded database, measures, stops it. */
export async function benchCandidates(): Promise<{ rows: Row[]; notes: Row[] }> {
  const tokens = await signIn();
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        QUEUE_WORKERS: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: tokens.secret,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const api = `http://127.0.0.1:${port}`;
    await waitForUrl(`${api}/api/ready`);
    const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

    const searches = candidateSearches(SEARCHES);
    let searchAt = 0;
    let recruiterAt = 0;
    const nextSearch = () => ({
      path: searches[searchAt++ % searches.length],
      token: tokens.recruiters[recruiterAt++ % tokens.recruiters.length],
    });
    const notes: Row[] = [
      {
        what: 'data',
        value: `${label}: ${tokens.jobs} jobs, ${tokens.candidateRows} searchable candidates; ${tokens.recruiters.length} recruiters, ${tokens.candidates.length} candidates signed in`,
      },
      {
        what: 'candidate search, 100 of the long tail one at a time: p50 / p99 / max',
        value: await oneAtATime(api, searches.slice(0, 100), tokens.recruiters[0]),
      },
    ];
    // The one-at-a-time searches are not asked again under load.
    searchAt = 100;
    recruiterAt = 1;
    const searchRows: Row[] = [];
    for (const rate of rates('BENCH_CANDIDATE_SEARCH_RATES', '5,10,20,40'))
      searchRows.push(
        await offer(
          api,
          `GET /api/candidate/search, ${searches.length} distinct (${label})`,
          rate,
          nextSearch,
        ),
      );

    let candidateAt = 0;
    const nextCandidate = () => ({
      path: '/api/job/recommended',
      token: tokens.candidates[candidateAt++ % tokens.candidates.length],
    });
    const recommendRows: Row[] = [];
    for (const rate of rates('BENCH_RECOMMEND_RATES', '10,20'))
      recommendRows.push(
        await offer(
          api,
          `GET /api/job/recommended, ${tokens.candidates.length} candidates in turn (${label})`,
          rate,
          nextCandidate,
        ),
      );
    notes.push(
      {
        what: `candidate search: highest rate held at p99 ≤ ${P99_TARGET_MS} ms, no errors`,
        value: highestHeld(searchRows),
      },
      {
        what: `recommendations: highest rate held at p99 ≤ ${P99_TARGET_MS} ms, no errors`,
        value: highestHeld(recommendRows),
      },
      {
        what: 'requests sent (search wraps after its list)',
        value: `${searchAt - 100} searches, ${candidateAt} recommendation pages`,
      },
    );
    return { rows: [...searchRows, ...recommendRows], notes };
  } finally {
    await stopChild(server);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rows, notes } = await benchCandidates();
  console.table(rows);
  console.table(notes);
}
