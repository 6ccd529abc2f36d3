/** TanStack Query defaults: reads use the spec's retry policy; mutations are never retried. */
import { QueryClient } from '@tanstack/react-query';

import { retryDelay, shouldRetry } from './retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
