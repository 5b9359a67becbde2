/**
 * The candidate-search and recommendation rows of `npm run bench`, or on their own:
 * `npm run bench:candidates -w apps/server`, against the seeded database the server would open
 * (DATABASE_URL, or PGlite under DATA_DIR; seed it with `npm run seed -- --jobs … --candidates …`).
 *
 * Signs bench accounts in straight in the database (sessions under a fresh JWT_SECRET, which the
 * server started here is given): BENCH_RECRUITERS (default 100) seeded recruiters, whose tokens the
 * searches rotate through so none nears the 60 searches a minute each may send, and
 * BENCH_RECOMMEND_CANDIDATES (default 500) seeded candidates of distinct profiles (title, skills,
 * location, years). Then offers load at fixed rates in an open loop (scripts/bench/open-loop.ts:
 * a slow answer does not slow the senders down), BENCH_DURATION seconds (default 10) per rate:
 *   - GET /api/candidate/search over the long tail of scripts/bench/candidate-searches.ts (2,000
 *     distinct searches, none asked twice at the default duration), at BENCH_CANDIDATE_SEARCH_RATES
 *     a second (default 5,10,20,40), after 100 of them one at a time (an empty list skips the route);
 *   - GET /api/job/recommended, each request another candidate, at BENCH_RECOMMEND_RATES a second
 *     (default 10,20), after 20 candidates one at a time.
 * Prints per rate the achieved rate, p50, p90, p99 and max latency, errors and non-2xx answers, and
 * for each route the highest rate held at p99 ≤ 100 ms without an error.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../src/config';
import { openConfiguredDatabase } from '../../src/db/client';
import { startSession } from '../../src/services/accounts/login';
import { offerLoad, percentile } from './open-loop';
import { candidateSearches } from './candidate-searches';
import { startServer, stopChild, waitForUrl } from './processes';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** A list of rates a second; an empty one skips that route. */
const rates = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .filter((rate) => rate.trim() !== '')
    .map(Number);
const port = 3994;
const SEARCHES = 2_000;
const P99_TARGET_MS = 100;

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
  const result = await offerLoad({
    api,
    rate,
    durationSeconds: setting('BENCH_DURATION', 10),
    next,
  });
  const codes = Object.entries(result.non2xx).map(([code, count]) => `${count}×${code}`);
  return {
    scenario: name,
    'offered/s': rate,
    'achieved/s': result.achieved,
    'p50 ms': result.p50,
    'p90 ms': result.p90,
    'p99 ms': result.p99,
    'max ms': result.max,
    errors: result.errors,
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

/**
 * Requests one at a time (no load): p50 / p99 / max, how many answers held someone, and the
 * slowest three, the first to look at when the rates fall short.
 */
async function oneAtATime(api: string, requests: { path: string; token: string }[]) {
  const timed: { path: string; ms: number }[] = [];
  let found = 0;
  for (const { path: requestPath, token } of requests) {
    const started = performance.now();
    const response = await fetch(`${api}${requestPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { total?: number; jobs?: unknown[] };
    timed.push({ path: requestPath, ms: performance.now() - started });
    if (!response.ok) throw new Error(`${requestPath} answered ${response.status}`);
    if ((body.total ?? body.jobs?.length ?? 0) > 0) found += 1;
  }
  const times = timed.map((entry) => entry.ms).sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(0);
  return {
    summary: `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} / ${ms(times.at(-1) ?? 0)} ms; ${found} of ${requests.length} found any`,
    slowest: [...timed]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((entry) => `${ms(entry.ms)} ms ${decodeURIComponent(entry.path.split('?')[1] ?? '')}`)
      .join('; '),
  };
}

/** Signs in, starts the server on the seeded database, measures, stops it. */
export async function benchCandidates(): Promise<{ rows: Row[]; notes: Row[] }> {
  const tokens = await signIn();
  let server: ChildProcess | undefined;
  try {
    server = startServer(port, { JWT_SECRET: tokens.secret });
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
        // Other work on the machine moves these figures: say how busy it was.
        what: 'load average (1 / 5 min) before the runs',
        value: os
          .loadavg()
          .slice(0, 2)
          .map((load) => load.toFixed(2))
          .join(' / '),
      },
    ];
    const searchRates = rates('BENCH_CANDIDATE_SEARCH_RATES', '5,10,20,40');
    if (searchRates.length > 0) {
      // The last 10 searches of the list warm the server's caches up first (not counted).
      await oneAtATime(
        api,
        searches.slice(-10).map((search, n) => ({
          path: search,
          token: tokens.recruiters[n % tokens.recruiters.length],
        })),
      );
      const single = await oneAtATime(api, Array.from({ length: 100 }, nextSearch));
      notes.push(
        {
          what: 'candidate search, 100 of the long tail one at a time: p50 / p99 / max',
          value: single.summary,
        },
        { what: 'the slowest three of those', value: single.slowest },
      );
    }
    // The load goes on after the one-at-a-time searches (none is asked twice) and their recruiters.
    searchAt = 100;
    const searchRows: Row[] = [];
    for (const rate of searchRates)
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
    const recommendRates = rates('BENCH_RECOMMEND_RATES', '10,20');
    // The last candidates warm the route up; the load starts from the first and does not reach them.
    if (recommendRates.length > 0)
      notes.push({
        what: 'recommendations, 20 candidates one at a time: p50 / p99 / max',
        value: (
          await oneAtATime(
            api,
            tokens.candidates.slice(-20).map((token) => ({ path: '/api/job/recommended', token })),
          )
        ).summary,
      });
    const recommendRows: Row[] = [];
    for (const rate of recommendRates)
      recommendRows.push(
        await offer(
          api,
          `GET /api/job/recommended, ${tokens.candidates.length} candidates in turn (${label})`,
          rate,
          nextCandidate,
        ),
      );
    if (searchRows.length > 0)
      notes.push({
        what: `candidate search: highest rate held at p99 ≤ ${P99_TARGET_MS} ms, no errors`,
        value: highestHeld(searchRows),
      });
    if (recommendRows.length > 0)
      notes.push({
        what: `recommendations: highest rate held at p99 ≤ ${P99_TARGET_MS} ms, no errors`,
        value: highestHeld(recommendRows),
      });
    notes.push({
      what: 'requests under load (the searches wrap after their list)',
      value: `${searchAt - 100} searches, ${candidateAt} recommendation pages`,
    });
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
