/** A host as an HTTP Host header may name one: a name or address, an optional port; nothing else. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute origin robots.txt and the sitemaps write: PUBLIC_URL when set (what a deployment
 * should do), else the request's own protocol and host (X-Forwarded-* only when TRUST_PROXY is on).
 * A host that is not one falls back to this server on localhost rather than into the answer.
 */
export function publicOrigin(
  config: { PUBLIC_URL?: string; PORT: number },
  request: { protocol: string; host: string | undefined },
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (request.host && HOST.test(request.host)) return `${protocol}://${request.host.toLowerCase()}`;
  return `http://localhost:${config.PORT}`;
}
