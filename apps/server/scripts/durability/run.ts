/**
 * npm run durability: proves that every write the API acknowledged survives a crash.
 *
 * Starts the real server (`node --import tsx apps/server/src/server.ts`) on a fresh database
 * (embedded PGlite under a temporary DATA_DIR, or a new database on the PostgreSQL server of
 * `--database-url`), registers a few accounts, then for each of `--kills N` rounds: concurrent
 * writers post jobs, apply, save jobs, change application statuses and register; after 0.5–3 s the
 * server gets SIGKILL mid-write; it is restarted on the same database and every acknowledged write
 * (this round's and all earlier ones) is looked up through the API. Each round two candidates are
 * also uploading a large CV, slowly, when the kill comes: afterwards each has its acknowledged CV
 * (or none) and no file of the cut-off upload is left. Exits 1 when one is missing,
 * when the server answered 5xx (or dropped a connection) before the kill, or when the database
 * holds something half made.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createWriters } from './accounts';
import { findHalfMade, provisionDatabase, type RunDatabase } from './database';
import { ApiClient } from './http-client';
import { Ledger, type AckedWrite } from './ledger';
import { parseOptions } from './options';
import { seedResumes, startCutOffUploads, verifyResumes } from './resume-uploads';
import { freePort, logTail, ServerProcess, type ServerSettings } from './server-process';
import { verifyAll } from './verify';
import { loadThenKill } from './workload';

const options = parseOptions(process.argv.slice(2));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const since = (start: number) => performance.now() - start;
const showSome = (label: string, items: string[]) => {
  if (items.length === 0) return;
  console.log(`  ${label} (${items.length}):`);
  for (const item of items.slice(0, 10)) console.log(`    ${item}`);
  if (items.length > 10) console.log(`    ... and ${items.length - 10} more`);
};

let database: RunDatabase | undefined;
let server: ServerProcess | undefined;
let api: ApiClient | undefined;
let settings: ServerSettings | undefined;

/** Kill the child, drop the database, remove the temp dir: on success, failure and Ctrl-C alike. */
let cleaningUp: Promise<void> | undefined;
function cleanUp() {
  cleaningUp ??= (async () => {
    api?.close();
    await server?.kill().catch(() => undefined);
    await database
      ?.dispose()
      .catch((error: Error) => console.error(`Clean-up failed: ${error.message}`));
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function main(): Promise<number> {
  const runStart = performance.now();
  database = await provisionDatabase(options.databaseUrl);
  settings = {
    port: await freePort(),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    logFile: path.join(database.dataDir, 'server.log'),
  };
  console.log(
    `Durability check: ${options.kills} kill(s), ${options.concurrency} writers, on ${database.label}`,
  );

  let start = performance.now();
  server = await ServerProcess.start(settings);
  api = new ApiClient(settings.port);
  console.log(`server ready in ${seconds(since(start))}`);
  start = performance.now();
  const ledger = new Ledger();
  await createWriters(api, ledger, { recruiters: 4, candidates: 8 });
  const resumeHolders = await seedResumes(api, ledger.candidates);
  console.log(
    `set-up: ${ledger.recruiters.length} recruiters and ${ledger.candidates.length} candidates registered and logged in, one CV uploaded (${seconds(since(start))})`,
  );

  const totals = {
    acked: ledger.writes.length,
    inFlight: 0,
    halfMade: 0,
    failures: 0,
    rejected: 0,
    resumeProblems: 0,
  };
  // A write lost in one round is missed again in every later one; count it once.
  const lostWrites = new Set<AckedWrite>();
  const roundTimes: number[] = [];
  for (let round = 1; round <= options.kills; round += 1) {
    const roundStart = performance.now();
    const loadMs = options.minLoadMs + Math.random() * (options.maxLoadMs - options.minLoadMs);
    const running = server;
    const uploads = startCutOffUploads(settings.port, resumeHolders, round);
    const load = await loadThenKill({
      api,
      ledger,
      round,
      concurrency: options.concurrency,
      loadMs,
      minAcked: options.minAcked,
      kill: () => running.kill(),
    });
    api.close();
    const cutOff = await uploads.ended;

    start = performance.now();
    server = await ServerProcess.start(settings);
    api = new ApiClient(settings.port);
    const restartMs = since(start);

    start = performance.now();
    const check = await verifyAll(api, ledger, round, 16);
    const resumeProblems = [
      ...(await verifyResumes(api, resumeHolders)),
      ...cutOff
        .filter(({ answered }) => answered !== undefined)
        .map(({ answered }) => `a cut-off CV upload was answered ${answered} before the kill`),
    ];
    const halfMade = database.kind === 'postgres' ? await findHalfMade(database) : [];
    const verifyMs = since(start);
    roundTimes.push(since(roundStart));

    totals.acked += load.acked;
    totals.inFlight += load.inFlightAtKill;
    for (const { write } of check.lost) lostWrites.add(write);
    totals.halfMade += halfMade.length;
    totals.failures += load.failures.length + check.failures.length;
    totals.rejected += load.rejected.length;
    totals.resumeProblems += resumeProblems.length;
    const cutAt = cutOff
      .map(({ sent, total }) => `${Math.floor((100 * sent) / total)}%`)
      .join(', ');
    console.log(
      `round ${round}/${options.kills}: ${load.acked} writes acknowledged in ${seconds(load.loadMs)}, ${load.inFlightAtKill} in flight at the kill; ` +
        `verified ${check.verified}/${check.checked} (+${check.rechecked} earlier re-checked), lost ${check.lost.length}; ` +
        `CV uploads cut off at ${cutAt} of their bodies, CVs ${resumeProblems.length === 0 ? 'intact' : 'WRONG'}; ` +
        `restart ${seconds(restartMs)}, verify ${seconds(verifyMs)}, round ${seconds(roundTimes.at(-1)!)}`,
    );
    showSome(
      'LOST',
      check.lost.map(({ problem }) => problem),
    );
    showSome('HALF MADE', halfMade);
    showSome('CVS', resumeProblems);
    showSome('server errors before the kill', load.failures);
    showSome('server errors while verifying', check.failures);
    showSome('rejected writes (4xx, which this workload never provokes)', load.rejected);
  }

  // PGlite admits one process at a time: stop the server cleanly, then look inside.
  start = performance.now();
  if (database.kind === 'pglite') {
    await server.stop();
    const halfMade = await findHalfMade(database);
    totals.halfMade += halfMade.length;
    showSome('HALF MADE', halfMade);
    console.log(
      `half-made check on the PGlite files: ${halfMade.length === 0 ? 'clean' : 'FAILED'} (${seconds(since(start))})`,
    );
  }

  const failed =
    lostWrites.size > 0 ||
    totals.halfMade > 0 ||
    totals.failures > 0 ||
    totals.rejected > 0 ||
    totals.resumeProblems > 0;
  const average = roundTimes.reduce((sum, ms) => sum + ms, 0) / Math.max(roundTimes.length, 1);
  console.log(
    `${failed ? 'FAILED' : 'OK'} (${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}): ${options.kills} kills, ` +
      `${totals.acked} writes acknowledged, ${lostWrites.size} lost, ${totals.halfMade} half made, ` +
      `${totals.inFlight} in flight at the kills, ${totals.failures} server errors, ${totals.rejected} rejected, ` +
      `${totals.resumeProblems} CV problems; ` +
      `${seconds(average)} per round, ${seconds(since(runStart))} in all`,
  );
  if (failed && settings)
    console.log(`--- server log (last lines) ---\n${logTail(settings.logFile)}`);
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`Durability check could not run: ${(error as Error).stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
