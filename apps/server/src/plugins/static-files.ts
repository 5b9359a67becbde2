import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createPageRenderer } from '../services/pages/page-renderer';
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
      // `/` is a page like any other (the route below), not the bare shell.
      index: false,
      // The .br and .gz files written at build (apps/web/scripts/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const renderPage = hasWeb ? await createPageRenderer(app) : null;

  /** A page of the web app: server-rendered with its content when it is a public one, else the app's shell. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache');
    const page = await renderPublicPage(request);
    if (page) return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    return reply.sendFile('index.html', webDist);
  }

  // The static files' wildcard would answer `/` with the folder; the landing page is a page.
  if (hasWeb) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    // A missing asset is a real 404 (the web app reloads onto a new build on it), not a page.
    const wantsPage =
      request.method === 'GET' &&
      !['/api', '/uploads', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && wantsPage) return sendPage(request, reply);
    return reply
      .code(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  /** A public page with its content, or null for the browser to render it (also when rendering fails). */
  async function renderPublicPage(request: FastifyRequest) {
    if (!renderPage) return null;
    try {
      return await renderPage(request);
    } catch (error) {
      request.log.error(
        { err: error },
        'server-side rendering failed; the browser renders the page',
      );
      return null;
    }
  }
});
