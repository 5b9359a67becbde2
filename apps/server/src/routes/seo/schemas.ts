import { z } from 'zod';

export const tags = ['seo'];

/** Crawlers may keep these for an hour: robots.txt and the sitemaps change slowly. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

export const xmlResponse = (description: string) => ({
  description,
  content: { 'application/xml': { schema: z.string() } },
});
