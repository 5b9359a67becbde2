import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setAuthFailureHandler } from '@/lib/api-client';
import { startTokenRefresh } from '@/lib/token-refresh';
import type { AppRouter } from './router';

export function AppProviders({
  router,
  queryClient,
}: {
  router: AppRouter;
  queryClient: QueryClient;
}) {
  useEffect(() => {
    setAuthFailureHandler((_role, loginPath) => void router.navigate(loginPath));
    // Says the page is the working app now, not only the server's HTML (the browser tests wait for it).
    document.documentElement.dataset.appReady = 'true';
    return startTokenRefresh();
  }, [router]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
