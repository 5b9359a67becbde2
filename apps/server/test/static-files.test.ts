import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'jobhunter-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>JobHunter</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), 'console.log(1)');
  ctx = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the web app on the same port', () => {
  it('answers / and every client-side route with index.html, never cached', async () => {
    for (const url of ['/', '/CandidateDashboard/MyJobApplications', '/Job/ABC123?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>JobHunter</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and serves ones built after start', async () => {
    expect((await get('/assets/app-abc.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    writeFileSync(path.join(webDist, 'assets', 'later-def.js'), 'console.log(2)');
    expect((await get('/assets/later-def.js')).statusCode).toBe(200);
  });

  it('gives a missing asset, upload or API route a JSON 404 rather than the page', async () => {
    for (const url of ['/assets/gone.js', '/uploads/gone.webp', '/api/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toContain('not found');
    }
  });
});
