import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults: data never goes stale, no refetch on focus, no polling, no retries. Every query brings its own
 * function (`endpointQuery`), so there is no default one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
