// Prints the JavaScript a first view of the web app needs, raw and gzip: the start-up chunk with
// everything index.html loads, and for the landing page, the jobs list and a job's page that plus the
// page's lazily loaded chunk and its static imports. Builds the app with a manifest into a temporary
// folder (apps/web/dist is left alone) so the chunk graph comes from Vite, not from guessing file names.
//   node scripts/web-bundle-size.mjs [--no-build --dist DIR]   (DIR must hold .vite/manifest.json)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(repoRoot, 'apps/web');

/** Pages measured, by the source file of their screen (the router loads each lazily). */
const PAGES = {
  '/': 'src/features/home/components/home-page.tsx',
  '/AllJobs': 'src/features/jobs/components/all-jobs-page.tsx',
  '/Job/:jobID': 'src/features/jobs/components/job-detail-page.tsx',
};

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, dist: { type: 'string' } },
});

let dist = values.dist ? path.resolve(values.dist) : undefined;
let temporary;
if (!values['no-build']) {
  temporary = mkdtempSync(path.join(tmpdir(), 'jobhunter-bundle-'));
  dist = temporary;
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--manifest',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
}
if (!dist || !existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error(
    'No .vite/manifest.json: run without --no-build, or pass --dist of a build made with --manifest.',
  );
  process.exit(1);
}

try {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

  /** The chunk of `key` and every chunk it imports statically (what the browser fetches before running it). */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };

  const sizeOf = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(dist, file));
      raw += bytes.length;
      gzip += gzipSync(bytes).length; // zlib's default level, as servers compress
    }
    return { raw, gzip };
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

  const entry = closure(entryKey);
  const rows = [
    ['entry chunk', new Set([manifest[entryKey].file])],
    ['start-up (entry + static imports)', entry],
  ];
  for (const [route, source] of Object.entries(PAGES)) {
    if (!manifest[source]) {
      console.warn(`${source} is not a chunk of this build; skipped ${route}`);
      continue;
    }
    rows.push([`${route} (start-up + page)`, closure(source, new Set(entry))]);
  }

  console.log(
    `${'what'.padEnd(40)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`,
  );
  for (const [label, files] of rows) {
    const { raw, gzip } = sizeOf(files);
    console.log(
      `${label.padEnd(40)}${String(files.size).padStart(6)}${kb(raw).padStart(12)}${kb(gzip).padStart(12)}`,
    );
  }
  const css = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
  const entryCss = manifest[entryKey].css ?? [];
  if (entryCss.length > 0) {
    const { raw, gzip } = sizeOf(entryCss);
    console.log(
      `${'start-up CSS'.padEnd(40)}${String(entryCss.length).padStart(6)}${kb(raw).padStart(12)}${kb(gzip).padStart(12)}`,
    );
  }
  if (css.length > entryCss.length)
    console.log(`(${css.length - entryCss.length} more CSS files load with lazy chunks)`);
  if (process.env.BUNDLE_SIZE_FILES)
    for (const [label, files] of rows) console.log(label, [...files].join(' '));
} finally {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}
