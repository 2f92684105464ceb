import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';

/** Client errors (4xx) are answers, not hiccups: only network and server errors are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * `networkMode: 'always'`: a call is made even when the browser says it is offline, so it fails at once with the
 * client's Korean network error. TanStack's default ('online') pauses it until the browser is back — a save that
 * spins forever, and an attendance tap that looks saved (docs/product/errors.md#offline).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
