import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { publicOrigin } from '../../services/seo/public-origin';
import { parseSitemapFile, type SitemapCatalogue } from '../../services/seo/sitemap-catalogue';
import { urlSet } from '../../services/seo/sitemap-xml';
import { errorSchema } from '../common-schemas';
import { SEO_CACHE_CONTROL, tags, xmlResponse } from './schemas';

const paramsSchema = z.object({ file: z.string().max(100, 'file is too long') });

/** `GET /sitemaps/{file}`: one file the index names; any other name is a 404. */
const sitemapFilesRoute: FastifyPluginAsyncZod<{ catalogue: SitemapCatalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags,
        summary:
          'One sitemap file: pages.xml (the public pages), companies-N.xml, jobs-N.xml (open jobs, with lastmod), recruiters-N.xml',
        params: paramsSchema,
        response: { 200: xmlResponse('A <urlset>'), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      const urls = file && (await catalogue.urls(file, publicOrigin(app.config, request)));
      if (!urls) throw notFound('No such sitemap');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SEO_CACHE_CONTROL)
        .send(urlSet(urls));
    },
  );
};

export default sitemapFilesRoute;
