/**
 * node scripts/build-if-changed.mjs [--force]
 *
 * The build `npm start` runs first: the web app (apps/web/dist), its server-rendering build
 * (apps/web/dist-ssr) and the server (apps/server/dist), skipped when none of their inputs changed
 * since the last build (a hash of them against a stamp written after each successful build);
 * `--force` builds regardless (`npm run test:e2e`).
 *
 * Safe to run while a server of this checkout is running, and from two starts at once:
 * - One build at a time (a lock folder holding the builder's pid, removed when that process is gone).
 *   A start that waited finds the stamp up to date and skips its build.
 * - Each output is built into a fresh sibling folder (`dist.next-<pid>`) and renamed into place, so
 *   an output folder is never emptied or half-written under a server reading it. The server reads
 *   the web app's files per request (apps/server/src/plugins/static-files.ts), but its page renderer
 *   keeps the index.html and server entry it loaded at start (services/pages/page-renderer.ts),
 *   which name the previous build's hashed files: those are carried into the new build's assets/
 *   for one build, so a server started on it keeps serving working pages.
 *
 * `npm run build` stays the plain build of each workspace in place: the Dockerfile runs it (and copies
 * no scripts/ folder), and it empties the output folders, so not while a server of this checkout runs.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const at = (...parts) => path.join(root, ...parts);

/** What the build reads. Test files are left out: no build includes them. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build-if-changed.mjs',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/scripts/precompress.mjs',
  'apps/web/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/tsup.config.ts',
  'apps/server/src',
];
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

const WEB = 'apps/web/dist';
const SSR = 'apps/web/dist-ssr';
const SERVER = 'apps/server/dist';
/** A complete build has these; otherwise it is rebuilt whatever the stamp says. */
const ENTRIES = [`${WEB}/index.html`, `${SSR}/entry-server.js`, `${SERVER}/server.js`];

const stateDir = at('node_modules/.cache/jobhunter-build');
const stampFile = path.join(stateDir, 'stamp.json');
const lockDir = path.join(stateDir, 'lock');

/** Every file under `relative` (a file or a folder), as sorted repository paths. */
function filesOf(relative) {
  const full = at(relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTestFile(file))
    .sort();
}

/** The hash of every input's path and content, the web app's .env files and VITE_ variables. */
function inputsHash() {
  const hash = createHash('sha256');
  const envFiles = readdirSync(at('apps/web'))
    .filter((name) => name.startsWith('.env'))
    .map((name) => `apps/web/${name}`);
  for (const file of [...INPUTS.flatMap(filesOf), ...envFiles]) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(at(file)));
    hash.update('\0');
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Waits for any other build of this checkout to finish, then holds the lock until this process exits. */
async function lock() {
  mkdirSync(stateDir, { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      process.on('exit', () => rmSync(lockDir, { recursive: true, force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSafe(path.join(lockDir, 'pid')));
    // No pid: the holder is between creating the folder and writing it, or was killed right there.
    const orphaned = !pid && Date.now() - mtimeOf(lockDir) > 10_000;
    if ((pid && !isAlive(pid)) || orphaned) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!told) console.log(`build: waiting for the build of process ${pid || '?'} to finish`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const temporaries = [];
/** A fresh sibling of `output` to build into; removed on exit unless it was renamed into place. */
function nextFolder(output) {
  const folder = at(`${output}.next-${process.pid}`);
  rmSync(folder, { recursive: true, force: true });
  temporaries.push(folder);
  return folder;
}
process.on('exit', () => {
  for (const folder of temporaries) rmSync(folder, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => process.exit(128 + constants.signals[signal]));
}

/** Left by a build that was killed (only the lock holder makes them, and it holds the lock now). */
function removeLeftovers() {
  for (const output of [WEB, SSR, SERVER]) {
    const parent = at(path.dirname(output));
    const name = path.basename(output);
    for (const entry of readdirSync(parent)) {
      if (entry.startsWith(`${name}.next-`) || entry.startsWith(`${name}.old-`)) {
        rmSync(path.join(parent, entry), { recursive: true, force: true });
      }
    }
  }
}

const binPath = [at('node_modules/.bin'), at('apps/web/node_modules/.bin')].join(path.delimiter);
function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd: at(cwd),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binPath}${path.delimiter}${process.env.PATH}` },
  });
  if (result.status !== 0) {
    console.error(`build: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** The files under `folder`/assets, relative to `folder`. */
function assetsOf(folder) {
  const assets = path.join(folder, 'assets');
  return existsSync(assets) ? readdirSync(assets).map((name) => `assets/${name}`) : [];
}

/**
 * The hashed files of the build in place that the new build lacks, into the new one: a server
 * started on that build still names them. Not those it had itself carried over (the stamp lists
 * them), so what is carried stays one build back. Returns what it carried.
 */
function carryOver(output, next, stamp) {
  const current = at(output);
  const carriedBefore = new Set(stamp?.carried?.[output] ?? []);
  const carried = [];
  for (const file of assetsOf(current)) {
    const to = path.join(next, file);
    if (carriedBefore.has(file) || existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      linkSync(path.join(current, file), to);
    } catch {
      copyFileSync(path.join(current, file), to);
    }
    carried.push(file);
  }
  return carried;
}

/** `next` in place of `output`: the old folder is renamed away, never emptied while in place. */
function swapIn(output, next) {
  const current = at(output);
  const old = at(`${output}.old-${process.pid}`);
  if (existsSync(current)) renameSync(current, old);
  renameSync(next, current);
  rmSync(old, { recursive: true, force: true });
}

await lock();
const hash = inputsHash();
const stamp = readStamp();
const built = ENTRIES.every((entry) => existsSync(at(entry)));
if (!force && built && stamp?.hash === hash) {
  console.log('build: up to date, skipped (sources unchanged since the last build)');
  process.exit(0);
}

const started = Date.now();
removeLeftovers();
const web = nextFolder(WEB);
const ssr = nextFolder(SSR);
const server = nextFolder(SERVER);
run('vite', ['build', '--outDir', web], 'apps/web');
run('vite', ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr], 'apps/web');
run(process.execPath, ['scripts/precompress.mjs', web], 'apps/web');
run('tsup', ['--out-dir', path.relative(at('apps/server'), server)], 'apps/server');

const carried = { [WEB]: carryOver(WEB, web, stamp), [SSR]: carryOver(SSR, ssr, stamp) };
swapIn(WEB, web);
swapIn(SSR, ssr);
swapIn(SERVER, server);
writeFileSync(`${stampFile}.${process.pid}`, JSON.stringify({ hash, carried }));
renameSync(`${stampFile}.${process.pid}`, stampFile);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
