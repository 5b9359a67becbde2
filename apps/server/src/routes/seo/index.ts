import type { FastifyPluginAsync } from 'fastify';
import { createSitemapCatalogue } from '../../services/seo/sitemap-catalogue';
import robotsRoute from './robots';
import sitemapFilesRoute from './sitemap-files';
import sitemapIndexRoute from './sitemap-index';

/** For search engines, outside /api: robots.txt, the sitemap index and its files. Public, no token. */
const seoRoutes: FastifyPluginAsync = async (app) => {
  // Crawlers read for nobody in particular: a replica serves them whoever wrote last.
  const catalogue = createSitemapCatalogue({
    read: (query) => app.readFrom(undefined, query),
    pageSize: app.config.SITEMAP_PAGE_SIZE,
  });
  await app.register(robotsRoute);
  await app.register(sitemapIndexRoute, { catalogue });
  await app.register(sitemapFilesRoute, { catalogue });
};

export default seoRoutes;
