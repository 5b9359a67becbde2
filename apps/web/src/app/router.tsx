import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The browser's router. Over server-rendered HTML the screens the page shows are loaded first:
 * a lazy route still loading would render the fallback instead and not match the server's HTML.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) {
    const lazyMatches =
      matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    // Creating the router (it ranks every route) is a task of its own, after the screen's code has run.
    await yieldToBrowser();
  }
  return createBrowserRouter(routes);
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
