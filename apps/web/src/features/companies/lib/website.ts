/** A website link only for http(s) addresses; one typed without a scheme gets https://. */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The address as people read it: no scheme, no trailing slash. */
export const websiteLabel = (website: string) =>
  website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
