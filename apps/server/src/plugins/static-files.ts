import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

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
  });

  const webDist = app.config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/uploads');
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
});
