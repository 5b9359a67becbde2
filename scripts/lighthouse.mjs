// Lighthouse benchmark of the first view: the landing page, the jobs list and a job's page,
// each measured N times with Lighthouse's default mobile profile (simulated throttling, performance
// only) in Debian's Chromium; prints the median of every metric against the targets. A benchmark
// that prints numbers, not a test: it exits 0 whether the targets are met or not.
//
//   npm run build && npm run lighthouse [-- --runs 3] [--pages /,/AllJobs,/Job/:id] [--url http://host:port]
//
// Without --url it starts the compiled production server itself, on a free port in 3450-3499, with a
// throw-away embedded database seeded with the demo data, and removes it all when done (Ctrl-C too).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

// The browser is CHROMIUM_PATH (as for the browser tests, playwright.config.ts), else chrome-launcher's
// CHROME_PATH, else Debian's. Neither Lighthouse nor chrome-launcher downloads a browser, but
// puppeteer-core (a dependency of Lighthouse) reads these: the only browser used is that one.
const CHROME_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) {
  console.error(
    `No Chromium at ${CHROME_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
process.env.PUPPETEER_SKIP_DOWNLOAD = 'true';
process.env.PUPPETEER_EXECUTABLE_PATH = CHROME_PATH;
process.env.CHROME_PATH = CHROME_PATH;

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const JOB_PAGE = '/Job/:id';
const PORTS = { first: 3450, last: 3499 };

const TARGETS = {
  score: { max: false, limit: 90, text: '≥ 90' },
  lcp: { max: true, limit: 2500, text: '≤ 2.5 s' },
  cls: { max: true, limit: 0.1, text: '≤ 0.1' },
  tbt: { max: true, limit: 200, text: '≤ 200 ms' },
  jsBeforeRenderGzip: { max: true, limit: 120 * 1024, text: '≤ 120 KB gzip' },
};

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    pages: { type: 'string', default: `/,/AllJobs,${JOB_PAGE}` },
    reports: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (options.help) {
  console.log(`npm run lighthouse -- [--runs N] [--pages /,/AllJobs,${JOB_PAGE}] [--url BASE]
  --runs N     Lighthouse runs per page (default 3); the table shows each metric's median
  --pages P    comma-separated paths; ${JOB_PAGE} (or /Job) means the page of a real job read from the API
  --url BASE   measure a server that is already running instead of starting one
  --reports D  also write each run's full Lighthouse report (JSON) into folder D, to see where the time goes`);
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs wants a whole number ≥ 1');
const pages = options.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);

/** What to undo on the way out: the server we started, its data folder and the browser. */
const cleanup = { server: null, dataDir: null, chrome: null };
let cleaningUp = null;
let interrupted = false;

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function cleanUp() {
  cleaningUp ??= (async () => {
    if (cleanup.chrome) {
      try {
        cleanup.chrome.kill();
      } catch {
        // Already gone.
      }
    }
    if (cleanup.server && cleanup.server.exitCode === null && cleanup.server.signalCode === null) {
      const exited = new Promise((resolve) => cleanup.server.once('exit', resolve));
      cleanup.server.kill('SIGTERM');
      const killTimer = setTimeout(() => cleanup.server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killTimer);
    }
    // Only after the server has stopped: the embedded database writes to it until then.
    if (cleanup.dataDir) rmSync(cleanup.dataDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0' }, () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let port = PORTS.first; port <= PORTS.last; port += 1)
    if (await portIsFree(port)) return port;
  return fail(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** The compiled server on a fresh embedded database with the demo data, as `npm start` runs it in production. */
async function startServer() {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/server.js']) {
    if (!existsSync(path.join(repoRoot, built)))
      fail(`${built} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  cleanup.dataDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-lighthouse-'));
  let output = '';
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: cleanup.dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
      // The measured pages must be the built app of this checkout, whatever the caller's environment says.
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
    },
  });
  cleanup.server = server;
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => (output += chunk));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await cleanUp();
      fail(`the server stopped before it was ready (exit ${server.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.ok) return base;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await cleanUp();
  return fail(`the server was not ready after 180 s:\n${output}`);
}

/** A real job's ID: the newest open job, or any job the search finds. */
async function realJobId(base) {
  for (const apiPath of ['/api/job/fetch?limit=1', '/api/job/search?limit=1']) {
    const response = await fetch(`${base}${apiPath}`);
    if (!response.ok) continue;
    const body = await response.json();
    const jobs = Array.isArray(body) ? body : (body.items ?? body.jobs ?? []);
    if (jobs[0]?.jobID) return jobs[0].jobID;
  }
  return null;
}

const median = (numbers) => {
  const sorted = numbers.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const gzipCache = new Map();
/** The script's size compressed with gzip at zlib's default level, whatever the server sent. */
async function gzipSizeOf(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url)
        .then((response) => response.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body)).length)
        .catch(() => NaN),
    );
  }
  return gzipCache.get(url);
}

/** The numbers of one Lighthouse report. */
async function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details;
  const scripts = (requests?.items ?? []).filter((item) => item.resourceType === 'Script');
  // Network times are relative to the first request; the trace's FCP is an absolute timestamp (µs).
  const networkStartUs = requests?.debugData?.networkStartTimeTs;
  const observedFcpUs = audit('metrics')?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const beforeRender = scripts.filter((item) => {
    const startMs = item.networkRequestTime ?? item.rendererStartTime;
    return Number.isFinite(startMs) && networkStartUs + startMs * 1000 < observedFcpUs;
  });
  const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const gzipSizes = await Promise.all(beforeRender.map((item) => gzipSizeOf(item.url)));
  const scriptSummary = audit('resource-summary')?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    si: audit('speed-index').numericValue,
    jsTransferred: scriptSummary?.transferSize ?? sum(scripts, 'transferSize'),
    jsRequests: scriptSummary?.requestCount ?? scripts.length,
    jsBeforeRenderTransferred: sum(beforeRender, 'transferSize'),
    jsBeforeRenderRaw: sum(beforeRender, 'resourceSize'),
    jsBeforeRenderGzip: gzipSizes.reduce((total, size) => total + size, 0),
    jsBeforeRenderRequests: beforeRender.length,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's CPU benchmark of this machine while it ran: low or scattered values (a busy
    // machine) make TBT, which is scaled from the observed main-thread work, jump between runs.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  cleanup.chrome = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (options.reports) saveReport(url, result.report);
    return summarise(result.lhr);
  } finally {
    chrome.kill();
    cleanup.chrome = null;
  }
}

/** Writes a run's report as `<page>-<n>.json` in the --reports folder. */
function saveReport(url, report) {
  mkdirSync(options.reports, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  let n = 1;
  while (existsSync(path.join(options.reports, `${name}-${n}.json`))) n += 1;
  writeFileSync(
    path.join(options.reports, `${name}-${n}.json`),
    Array.isArray(report) ? report[0] : report,
  );
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is run again. */
async function measureWithRetries(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (interrupted || attempt >= attempts) throw error;
      console.error(`\n${error.message}; running it again (${attempt + 1}/${attempts})`);
    }
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
const ROWS = [
  { key: 'score', label: 'Performance score', show: (value) => String(value) },
  { key: 'fcp', label: 'First Contentful Paint', show: ms },
  { key: 'lcp', label: 'Largest Contentful Paint', show: ms },
  { key: 'cls', label: 'Cumulative Layout Shift', show: (value) => value.toFixed(3) },
  { key: 'tbt', label: 'Total Blocking Time', show: ms },
  { key: 'si', label: 'Speed Index', show: ms },
  { key: 'jsTransferred', label: 'JS transferred (all)', show: kb },
  { key: 'jsBeforeRenderTransferred', label: 'JS before first render, sent', show: kb },
  { key: 'jsBeforeRenderRaw', label: 'JS before first render, raw', show: kb },
  { key: 'jsBeforeRenderGzip', label: 'JS before first render, gzip', show: kb },
];

function verdict(key, value) {
  const target = TARGETS[key];
  if (!target) return { target: '', result: '' };
  const pass = target.max ? value <= target.limit : value >= target.limit;
  return { target: target.text, result: pass ? 'PASS' : 'FAIL' };
}

function printTable(page, url, results) {
  console.log(`\n${page}  (${url}; median of ${results.length}, mobile, simulated throttling)`);
  const header = `${'metric'.padEnd(30)}${'median'.padStart(11)}   ${'runs'.padEnd(34)}${'target'.padEnd(15)}`;
  console.log(header);
  console.log('-'.repeat(header.length + 4));
  const verdicts = [];
  for (const row of ROWS) {
    const value = median(results.map((result) => result[row.key]));
    const { target, result } = verdict(row.key, value);
    if (result) verdicts.push(result);
    const each = results.map((result) => row.show(result[row.key])).join(', ');
    console.log(
      `${row.label.padEnd(30)}${row.show(value).padStart(11)}   ${each.padEnd(34)}${target.padEnd(15)}${result}`,
    );
  }
  const requests = median(results.map((result) => result.jsBeforeRenderRequests));
  console.log(
    `(${requests} script requests before first render of ${median(results.map((result) => result.jsRequests))} in all)`,
  );
  console.log(
    `(CPU benchmark index per run: ${results.map((result) => Math.round(result.benchmarkIndex)).join(', ')})`,
  );
  for (const warning of new Set(results.flatMap((result) => result.warnings)))
    console.log(`warning: ${warning}`);
  return verdicts;
}

try {
  const base = (options.url ?? (await startServer())).replace(/\/$/, '');
  let jobId = null;
  if (pages.some((page) => page === JOB_PAGE || page === '/Job')) {
    jobId = await realJobId(base);
    if (!jobId) throw new Error(`${base} has no job to measure ${JOB_PAGE} with`);
  }
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  console.log(
    `Lighthouse ${lighthouseVersion}, ${CHROME_PATH}, ${runs} run(s) per page, server ${base}${options.url ? '' : ' (started by this script)'}`,
  );

  const failures = [];
  for (const page of pages) {
    const pathName = page === JOB_PAGE || page === '/Job' ? `/Job/${jobId}` : page;
    const url = `${base}${pathName}`;
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stderr.write(`${pathName}: run ${run}/${runs}\r`);
      results.push(await measureWithRetries(url));
    }
    const verdicts = printTable(pathName, url, results);
    if (verdicts.includes('FAIL')) failures.push(pathName);
  }
  console.log(
    failures.length === 0 ? '\nEvery target met.' : `\nTargets missed on: ${failures.join(', ')}`,
  );
} catch (error) {
  // After Ctrl-C the browser and server going away make Lighthouse fail; that is no news.
  if (!interrupted) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
