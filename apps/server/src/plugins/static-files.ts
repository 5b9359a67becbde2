import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { UPLOAD_CSP } from './security-headers';

/**
 * Photos under /uploads (content-addressed names, so cached for a year) and the built web app at /,
 * with every unknown non-API GET answered by index.html so client-side routes survive a reload.
 */
export default fp(async (app) => {
  mkdirSync(app.config.UPLOAD_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.UPLOAD_DIR,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    setHeaders(reply) {
      reply.header('content-security-policy', UPLOAD_CSP);
    },
  });

  const webDist = app.config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // Looked up per request, so a rebuild of the web app is served without a restart; misses
      // fall through to the not-found handler below (index.html for pages, JSON 404 for the API).
      wildcard: true,
      index: 'index.html',
      // The .br and .gz files written at build (apps/web/scripts/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a real 404 (the web app reloads onto a new build on it), not a page.
    const wantsPage =
      request.method === 'GET' && !['/api', '/uploads', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
});
