import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient } from './app/query-client';
import { NOT_FOUND_ROUTE_ID, routes } from './app/routes';
import { serializePageState } from './app/ssr/page-state';
import { PAGE_PREFETCHES } from './app/ssr/prefetch-page';
import { setApiFetch, type ApiFetch } from './lib/api-client';
import { ApiError } from './lib/api-error';
import { SiteOriginContext } from './lib/site-origin';
import { DocumentMetaContext, type DocumentMeta } from './lib/use-document-meta';

export type { ApiFetch } from './lib/api-client';
export type { DocumentMeta } from './lib/use-document-meta';

export interface RenderPageOptions {
  /** The path and query asked for, e.g. `/Job/12?x=1`. */
  url: string;
  /** The site's public origin, for canonical and shared links. */
  origin: string;
  /** Answers the page's API calls (the server passes its own router, so nothing goes over the network). */
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The markup inside #root. */
  html: string;
  meta: DocumentMeta;
  /** The query cache the markup was rendered from, as JSON safe inside a script element. */
  pageState: string;
}

const handler = createStaticHandler(routes);

/** A record the page is about (job, company, profile) that does not exist. */
function missingRecord(queryClient: ReturnType<typeof createQueryClient>) {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.error instanceof ApiError && state.error.status === 404);
}

/**
 * Renders a public page with its data, signed out, as crawlers and first visits see it; `null` for
 * a screen that is rendered in the browser only (dashboards, forms, sign-in).
 */
export async function renderPage({
  url,
  origin,
  fetchApi,
}: RenderPageOptions): Promise<RenderedPage | null> {
  const location = new URL(url, origin);
  const leaf = matchRoutes(routes, location.pathname)?.at(-1);
  const routeId = leaf?.route.id ?? NOT_FOUND_ROUTE_ID;
  const prefetch = PAGE_PREFETCHES[routeId];
  if (!prefetch && routeId !== NOT_FOUND_ROUTE_ID) return null;

  setApiFetch(fetchApi);
  const queryClient = createQueryClient();
  const noSuchRecord =
    (await prefetch?.(queryClient, {
      params: leaf?.params ?? {},
      searchParams: location.searchParams,
    })) === true;
  const context = await handler.query(new Request(location));
  // No route redirects or has loaders; anything else is left to the browser.
  if (context instanceof Response) return null;

  const meta: DocumentMeta = {};
  const html = renderToString(
    <SiteOriginContext value={origin}>
      <DocumentMetaContext value={meta}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </DocumentMetaContext>
    </SiteOriginContext>,
  );
  const status =
    routeId === NOT_FOUND_ROUTE_ID || noSuchRecord || missingRecord(queryClient) ? 404 : 200;
  const pageState = serializePageState(queryClient);
  queryClient.clear();
  return { status, html, meta, pageState };
}
