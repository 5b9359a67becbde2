/**
 * node scripts/precompress.mjs [dir]   (dir defaults to apps/web/dist)
 *
 * Writes `name.br` and `name.gz` next to every text file of the build above 1 KB, at the highest
 * levels (done once per build, not per request), so the server sends them as they are
 * (@fastify/static's preCompressed in apps/server/src/plugins/static-files.ts) instead of
 * compressing on each request. A variant that would not be smaller is not written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const MIN_BYTES = 1024;
const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));

async function* textFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name).toLowerCase()))
      yield full;
  }
}

let files = 0;
let before = 0;
let afterBrotli = 0;
let afterGzip = 0;
for await (const file of textFiles(dir)) {
  if ((await stat(file)).size <= MIN_BYTES) continue;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  files += 1;
  before += content.length;
  afterBrotli += Math.min(br.length, content.length);
  afterGzip += Math.min(gz.length, content.length);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(before)} → brotli ${kb(afterBrotli)}, gzip ${kb(afterGzip)}`,
);
