import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';

/** The web app's build step that writes the .br and .gz files (apps/web/package.json's build). */
const PRECOMPRESS = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));

let ctx: TestContext;
let webDist: string;
const text = (line: string, bytes: number) => line.repeat(Math.ceil(bytes / line.length));
const INDEX_HTML = `<!doctype html><title>JobHunter</title><!-- ${text('padding so the page is worth compressing ', 4000)} -->`;
const APP_JS = text('console.log("a hashed bundle, long enough to compress");\n', 8000);
const SMALL_JS = 'console.log(1)';
const LATE_CSS = text('.card { color: rebeccapurple; }\n', 4000);

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'jobhunter-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), APP_JS);
  writeFileSync(path.join(webDist, 'assets', 'small-def.js'), SMALL_JS);
  await promisify(execFile)(process.execPath, [PRECOMPRESS, webDist]);
  // Built without its precompressed variants: compressed on the fly instead.
  writeFileSync(path.join(webDist, 'assets', 'late-ghi.css'), LATE_CSS);
  ctx = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
};
const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(/,\s*/)
    .includes('accept-encoding');

describe('precompressed files of the web build', () => {
  it('the build step writes .br and .gz next to each text file above 1 KB only', () => {
    for (const file of ['index.html', 'assets/app-abc.js']) {
      expect(existsSync(path.join(webDist, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(webDist, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(path.join(webDist, 'assets/small-def.js.br'))).toBe(false);
    expect(existsSync(path.join(webDist, 'assets/small-def.js.gz'))).toBe(false);
  });

  it('serves a hashed asset as brotli or gzip by Accept-Encoding, cached for a year and varying on it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get('/assets/app-abc.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(response)).toBe(true);
      expect(decoded(response)).toBe(APP_JS);
    }
  });

  it('serves the same asset uncompressed without Accept-Encoding, with the same headers', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/assets/app-abc.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(response)).toBe(true);
      expect(response.body).toBe(APP_JS);
    }
  });

  it('serves the page itself precompressed and never cached, at / and at client-side routes', async () => {
    for (const url of ['/', '/AllJobs']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response)).toBe(true);
      expect(decoded(response)).toBe(INDEX_HTML);
    }
  });

  it('compresses a built file that has no precompressed variant on the fly', async () => {
    const response = await get('/assets/late-ghi.css', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(LATE_CSS);
  });
});

describe('compression of what the server writes', () => {
  it('compresses a string sent from the not-found handler (as a server-rendered page will be)', async () => {
    // A GET for a path no route has goes through the web app's wildcard route to the not-found
    // handler, which sends this JSON as a string: above 1 KB thanks to the long path it repeats.
    const url = `/api/${'no-such-route/'.repeat(100)}`;
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response)).toBe(true);
    expect(JSON.parse(decoded(response)).message).toContain('not found');
  });

  it('compresses JSON above 1 KB and leaves small answers as they are, varying on Accept-Encoding either way', async () => {
    const large = await get('/api/docs/json', 'br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(large)).openapi).toBeDefined();
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varies(small)).toBe(true);
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('gzips /metrics for a scraper that asks, and leaves it plain for one that does not', async () => {
    const zipped = await get('/metrics', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(zipped)).toContain('# HELP');
    const plain = await get('/metrics');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('# HELP');
  });

  it('never compresses photos: they are compressed images already', async () => {
    mkdirSync(ctx.config.UPLOAD_DIR, { recursive: true });
    const photo = Buffer.alloc(4096, 7);
    writeFileSync(path.join(ctx.config.UPLOAD_DIR, 'seo-test.webp'), photo);
    const response = await get('/uploads/seo-test.webp', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(photo)).toBe(true);
  });
});
