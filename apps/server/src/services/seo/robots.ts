import { PRIVATE_PATHS } from './public-pages';

/** robots.txt: every crawler may read the public pages, none the private ones; the sitemap index is named absolutely. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
