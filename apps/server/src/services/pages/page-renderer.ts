import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasRecentWriteCookie, RECENT_WRITE_COOKIE } from '../../db/replicas/recent-writes';
import { missingFromTemplate, pageHtml } from './page-html';

type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The web app's server entry (apps/web/src/entry-server.tsx), as built by `vite build --ssr`. */
interface WebServerEntry {
  renderPage(options: { url: string; origin: string; fetchApi: ApiFetch }): Promise<{
    status: number;
    html: string;
    meta: { title?: string; description?: string };
    pageState: string;
  } | null>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders a page, or says it is one the browser renders (`null`). */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** The page's address as search engines should know it: the lower-case /job/ alias points at /Job/. */
function canonicalPath(url: string) {
  const pathname = url.split('?')[0] ?? '/';
  return pathname.replace(/^\/job\//, '/Job/');
}

/**
 * The page request being rendered. The web app's API transport is one for every render, so the
 * request each of its calls belongs to is found from the async context the render runs in.
 */
const pageRequests = new AsyncLocalStorage<FastifyRequest>();

/**
 * The page's API calls answered by this server's own routes in-process: the same handlers,
 * validation and caches as over HTTP, without a network round trip. Always signed out, but a
 * browser that has just written still reads the primary (plugins/read-replicas.ts).
 */
function inProcessFetch(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const recentWrite = hasRecentWriteCookie(pageRequests.getStore()?.headers.cookie);
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(recentWrite ? { cookie: `${RECENT_WRITE_COOKIE}=1` } : {}),
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const contentType = reply.headers['content-type'];
    return new Response(reply.rawPayload.length > 0 ? reply.rawPayload : null, {
      status: reply.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * Server-side rendering of the public pages (landing, jobs, a job, companies, profiles) when the
 * web app's server build exists; `null` otherwise, and the browser renders every page as before.
 */
export async function createPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const entryPath = app.config.WEB_SSR_ENTRY;
  const templatePath = path.join(app.config.WEB_DIST_DIR, 'index.html');
  if (!existsSync(entryPath) || !existsSync(templatePath)) return null;
  const template = readFileSync(templatePath, 'utf8');
  // Checked once at start-up, not per request: a page shell of another shape is served as it is.
  const missing = missingFromTemplate(template);
  if (missing) {
    app.log.warn(
      { templatePath, missing },
      'index.html cannot take server-rendered pages; the browser renders every page',
    );
    return null;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  const fetchApi = inProcessFetch(app);
  const publicOrigin = app.config.PUBLIC_URL?.replace(/\/+$/, '');

  return async (request) => {
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const page = await pageRequests.run(request, () =>
      entry.renderPage({ url: request.url, origin, fetchApi }),
    );
    if (!page) return null;
    const html = pageHtml(template, {
      head: { ...page.meta, canonical: `${origin}${canonicalPath(request.url)}` },
      body: page.html,
      pageState: page.pageState,
    });
    return { status: page.status, html };
  };
}
