/**
 * Times the long tail's searches one at a time in-process (no HTTP), to compare search designs:
 * `DATABASE_URL=… npx tsx scripts/profile-search.ts [count]` (PGlite under DATA_DIR without it).
 */
import { loadEnv } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { searchJobs } from '../src/services/search';
import { longTailOptions, sortOfSearch } from './bench-searches';

const count = Number(process.argv[2] ?? 300);
const handle = await openConfiguredDatabase({ ...loadEnv(), DATABASE_POOL_SIZE: 2 });
const searches = longTailOptions(count);
let statements = 0;
const client = (handle.pool ?? handle.pglite) as unknown as { query: (...a: unknown[]) => unknown };
const original = client.query.bind(client);
let inQueries = 0;
client.query = (...a: unknown[]) => {
  statements += 1;
  const t = performance.now();
  const result = original(...a) as Promise<unknown>;
  return result.finally?.(() => (inQueries += performance.now() - t)) ?? result;
};
for (const { options } of searches.slice(0, 20)) await searchJobs({ db: handle.db, options }); // warm
statements = 0;
inQueries = 0;
const times: number[] = [];
const slow: [number, string][] = [];
const started = performance.now();
for (const { url, options } of searches) {
  const t = performance.now();
  await searchJobs({ db: handle.db, options });
  times.push(performance.now() - t);
  slow.push([performance.now() - t, url]);
}
const total = performance.now() - started;
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))].toFixed(1);
console.log(
  `${count} searches: mean ${(total / count).toFixed(2)} ms, p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${times.at(-1)!.toFixed(1)}; ${(statements / count).toFixed(2)} statements outside transactions each, ${((inQueries / total) * 100).toFixed(0)}% of the time in pool.query (outside transactions)`,
);
const bySort = new Map<string, number[]>();
for (const [ms, url] of slow) {
  const sort = sortOfSearch(url);
  bySort.set(sort, [...(bySort.get(sort) ?? []), ms]);
}
for (const [sort, list] of bySort)
  console.log(
    `  ${sort}: ${list.length} searches, mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(1)} ms, ${((list.reduce((a, b) => a + b, 0) / total) * 100).toFixed(0)}% of the time`,
  );
if (process.env.SLOW)
  for (const [ms, p] of slow.sort((a, b) => b[0] - a[0]).slice(0, 15))
    console.log(ms.toFixed(1), p);
await handle.close();
