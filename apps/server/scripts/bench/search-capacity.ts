/**
 * The job-search capacity rows of `npm run bench`, or on their own: `npm run bench:search -w apps/server`
 * against the seeded database the server would open (DATABASE_URL, or PGlite under DATA_DIR; seed it
 * with `npm run seed -- --jobs …`), or against BENCH_URL. The server started here has its job cache
 * off, so every answer comes from the database.
 *
 * 1. One at a time: BENCH_SERIAL_SEARCHES (default 1,500) distinct long-tail searches
 *    (scripts/bench/searches.ts), each sent when the previous answer came: p50, p90, p99, max.
 * 2. Capacity: BENCH_CAPACITY_SEARCHES (default 4,000) distinct long-tail searches offered at fixed
 *    rates in an open loop (scripts/bench/open-loop.ts: requests leave on schedule whatever the answers
 *    take, latency counted from when each was due, so a queue shows in the percentiles), stepping up
 *    through BENCH_SEARCH_RATES a second (default 10,20,30,40,60,80,100,120,140,160,200),
 *    BENCH_DURATION seconds (default 20) per step, each step continuing through the list where the
 *    last one stopped. Stops after the first step whose p99 passes a second. Prints each step's
 *    achieved rate, p50, p90, p99, max and errors, and the capacity: the highest rate held at
 *    p99 ≤ 100 ms without an error.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { offerLoad, percentile, timeOne } from './open-loop';
import { startServer, stopChild, waitForUrl } from './processes';
import { longTailSearches } from './searches';

const P99_TARGET_MS = 100;
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

type Row = Record<string, string | number>;

export interface SearchCapacity {
  serial: Row;
  steps: Row[];
  /** The highest offered rate held at p99 ≤ 100 ms with no errors (0 when none was). */
  capacity: number;
}

/** Measures a server already answering at `api` (job cache off for figures that mean anything). */
export async function benchSearchCapacity(api: string): Promise<SearchCapacity> {
  const serialCount = setting('BENCH_SERIAL_SEARCHES', 1_500);
  const searches = longTailSearches(
    Math.max(serialCount, setting('BENCH_CAPACITY_SEARCHES', 4_000)),
  );
  const durationSeconds = setting('BENCH_DURATION', 20);
  const rates = (process.env.BENCH_SEARCH_RATES ?? '10,20,30,40,60,80,100,120,140,160,200')
    .split(',')
    .filter((rate) => rate.trim() !== '')
    .map(Number);

  const serialTimes: number[] = [];
  for (const path of searches.slice(0, serialCount)) serialTimes.push(await timeOne(api, path));
  serialTimes.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value);
  const serial: Row = {
    searches: serialTimes.length,
    'p50 ms': ms(percentile(serialTimes, 50)),
    'p90 ms': ms(percentile(serialTimes, 90)),
    'p99 ms': ms(percentile(serialTimes, 99)),
    'max ms': ms(serialTimes.at(-1) ?? Number.NaN),
  };

  const steps: Row[] = [];
  let capacity = 0;
  let next = serialCount % searches.length;
  for (const rate of rates) {
    const result = await offerLoad({
      api,
      rate,
      durationSeconds,
      next: () => ({ path: searches[next++ % searches.length] }),
    });
    const failed = result.errors + Object.values(result.non2xx).reduce((sum, n) => sum + n, 0);
    steps.push({
      'offered /s': rate,
      'achieved /s': result.achieved,
      'p50 ms': result.p50,
      'p90 ms': result.p90,
      'p99 ms': result.p99,
      'max ms': result.max,
      errors: failed,
    });
    if (result.p99 <= P99_TARGET_MS && failed === 0) capacity = Math.max(capacity, rate);
    if (result.p99 > 1_000) break;
  }
  return { serial, steps, capacity };
}

export function printSearchCapacity({ serial, steps, capacity }: SearchCapacity) {
  console.log('Long-tail job searches one at a time, uncached:');
  console.table([serial]);
  console.log('Long-tail job searches offered at fixed rates (open loop), uncached:');
  console.table(steps);
  console.log(
    `Search capacity at p99 ≤ ${P99_TARGET_MS} ms without errors: ${capacity} searches a second`,
  );
}

// `npm run bench:search`: start the server (cache off, no queue workers) unless BENCH_URL is given.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = process.env.BENCH_URL ?? 'http://127.0.0.1:3993';
  let server: ChildProcess | undefined;
  try {
    if (!process.env.BENCH_URL) server = startServer(3993, { JOB_CACHE_TTL_SECONDS: '0' });
    await waitForUrl(`${api}/api/ready`);
    const stats = (await (await fetch(`${api}/api/job/stats`)).json()) as { totalJobs: number };
    console.log(
      `${process.env.BENCH_URL ? 'server as configured' : process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${stats.totalJobs} open jobs`,
    );
    printSearchCapacity(await benchSearchCapacity(api));
  } finally {
    await stopChild(server);
  }
}
