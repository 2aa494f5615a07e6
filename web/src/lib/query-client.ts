import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** `onUnauthorized` runs when the server no longer accepts the stored token (expired, user gone). */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isUnauthorized(error) && onUnauthorized() }),
    mutationCache: new MutationCache({
      // A failed sign-in is a 401 too, and must stay on the sign-in screen with its message.
      onError: (error, _vars, _ctx, mutation) => isUnauthorized(error) && mutation.meta?.session !== false && onUnauthorized(),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a network blip might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
