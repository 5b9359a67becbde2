import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/** How long the one retry of a network hiccup waits: short enough that an error shows within 1 s. */
export const NETWORK_RETRY_DELAY_MS = 300;

/**
 * Whether a failed query is worth one more try. An answer from the server (any status, 4xx or 5xx)
 * is what it will say again: show it with Retry at once rather than after seconds of silent tries.
 * Only a request that never got an answer (status 0: offline, connection reset) is tried once more.
 */
export function shouldRetryQuery(failureCount: number, error: unknown) {
  return isApiError(error) && error.status === 0 && failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: NETWORK_RETRY_DELAY_MS,
      },
      mutations: { retry: false },
    },
  });
}
