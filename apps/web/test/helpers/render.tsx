import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders `routes` in a memory router at `path`, with a fresh query client and no retries. */
export function renderRoutes(routes: { path: string; element: ReactElement }[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Renders one `element` at `path` (matching `pattern`); every other path shows 'Elsewhere'. */
export function renderRoute(
  element: ReactNode,
  { path = '/', pattern = '/' }: { path?: string; pattern?: string } = {},
) {
  return renderRoutes(
    [
      { path: pattern, element: <>{element}</> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}

type Reply = { status?: number; body?: unknown };
type Handler = (url: URL, init: RequestInit) => Reply | Promise<Reply>;

/** Replaces fetch with `handler`; returns the mock to inspect calls. */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body = null } = await handler(url, init);
    return new Response(body === null ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
