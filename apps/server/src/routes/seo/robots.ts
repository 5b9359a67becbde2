import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../services/seo/public-origin';
import { robotsTxt } from '../../services/seo/robots';
import { SEO_CACHE_CONTROL, tags } from './schemas';

/** `GET /robots.txt`: what crawlers may read, and where the sitemap index is. */
const robotsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    {
      schema: {
        tags,
        summary:
          'Crawling rules: public pages allowed, the API, sign-in pages, dashboards and forms not; the sitemap index',
        response: {
          200: { description: 'robots.txt', content: { 'text/plain': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', SEO_CACHE_CONTROL)
        .send(robotsTxt(publicOrigin(app.config, request))),
  );
};

export default robotsRoute;
