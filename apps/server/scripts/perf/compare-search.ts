/**
 * Compares this checkout's search with another checkout's, search by search:
 * `npx tsx scripts/perf/compare-search.ts <other repository checkout> [count]` (in `apps/server`, with
 * `DATABASE_URL` or `DATA_DIR`; e.g. `git worktree add /tmp/before <commit>`, with node_modules linked).
 * Both versions' `searchJobs` run in this one process on one connection, each of the first `count`
 * long-tail searches (scripts/bench/searches.ts) by both, in alternating order, so the machine's
 * drift falls on both alike; prints the mean ms per sort and every search answered differently.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { JobSearchResult } from '@jobhunter/shared';
import { loadEnv } from '../../src/config';
import { openConfiguredDatabase } from '../../src/db/client';
import { searchJobs as ours } from '../../src/services/search';
import { longTailOptions, sortOfSearch } from '../bench/searches';

type Search = typeof ours;
const [other, countText] = process.argv.slice(2);
if (!other) throw new Error('usage: compare-search.ts <other checkout> [count]');
// The search module, or where checkouts before it kept searchJobs.
const theirPath = [
  'apps/server/src/services/search/index.ts',
  'apps/server/src/services/jobs/search-jobs.ts',
]
  .map((file) => path.resolve(other, file))
  .find((file) => existsSync(file));
if (!theirPath) throw new Error(`no searchJobs in ${other}`);
const theirs = ((await import(theirPath)) as { searchJobs: Search }).searchJobs;
const count = Number(countText ?? 1000);
const handle = await openConfiguredDatabase({ ...loadEnv(), DATABASE_POOL_SIZE: 1 });
const searches = longTailOptions(count);
const summary = (result: JobSearchResult) =>
  `${result.total}${result.totalCapped ? '+' : ''} [${result.items.map((job) => job.jobID).join(',')}]`;

for (const { options } of searches.slice(0, 20))
  for (const search of [theirs, ours]) await search({ db: handle.db, options }); // warm both
const sums = new Map<string, { n: number; theirs: number; ours: number }>();
const different: string[] = [];
for (const [index, { url, options }] of searches.entries()) {
  const runs: [Search, 'theirs' | 'ours'][] =
    index % 2
      ? [
          [theirs, 'theirs'],
          [ours, 'ours'],
        ]
      : [
          [ours, 'ours'],
          [theirs, 'theirs'],
        ];
  const ms = { theirs: 0, ours: 0 };
  const answers = { theirs: '', ours: '' };
  for (const [search, name] of runs) {
    const started = performance.now();
    answers[name] = summary(await search({ db: handle.db, options }));
    ms[name] = performance.now() - started;
  }
  if (answers.theirs !== answers.ours)
    different.push(`${url}\n    theirs ${answers.theirs}\n    ours   ${answers.ours}`);
  for (const key of ['all', sortOfSearch(url)]) {
    const sum = sums.get(key) ?? { n: 0, theirs: 0, ours: 0 };
    sums.set(key, { n: sum.n + 1, theirs: sum.theirs + ms.theirs, ours: sum.ours + ms.ours });
  }
}
for (const [key, { n, theirs: a, ours: b }] of sums) {
  console.log(
    `${key.padEnd(14)} ${String(n).padStart(5)} searches: theirs ${(a / n).toFixed(2)} ms, ours ${(b / n).toFixed(2)} ms (${(((b - a) / a) * 100).toFixed(1)}%)`,
  );
}
console.log(`${different.length} searches answered differently`);
for (const line of different.slice(0, 20)) console.log(`  ${line}`);
await handle.close();
