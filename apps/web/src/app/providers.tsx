import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setAuthFailureHandler } from '@/lib/api-client';
import { startTokenRefresh } from '@/lib/token-refresh';
import { createQueryClient } from './query-client';
import { router } from './router';

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    setAuthFailureHandler((_role, loginPath) => void router.navigate(loginPath));
    return startTokenRefresh();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
