import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the error screen. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
