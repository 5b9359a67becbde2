import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../services/seo/public-origin';
import { sitemapFileName, type SitemapCatalogue } from '../../services/seo/sitemap-catalogue';
import { sitemapIndex } from '../../services/seo/sitemap-xml';
import { SEO_CACHE_CONTROL, tags, xmlResponse } from './schemas';

/** `GET /sitemap.xml`: the sitemap index, naming every file under /sitemaps/. */
const sitemapIndexRoute: FastifyPluginAsyncZod<{ catalogue: SitemapCatalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary:
          'Sitemap index (sitemaps.org): pages.xml, then companies-N, jobs-N (open jobs) and recruiters-N files',
        response: { 200: xmlResponse('A <sitemapindex>') },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(app.config, request);
      const files = await catalogue.files();
      const xml = sitemapIndex(files.map((file) => `${origin}/sitemaps/${sitemapFileName(file)}`));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SEO_CACHE_CONTROL)
        .send(xml);
    },
  );
};

export default sitemapIndexRoute;
