import { QueryClient } from '@tanstack/react-query';
import { isJwtExpiredError } from '../lib/auth/jwt';
import { ApiError } from '../lib/parse-api-error';

/** Worth a second try: the network, a server hiccup, or a request sent just before the token was renewed. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.kind === 'network' || error.kind === 'timeout' || error.status >= 500 || isJwtExpiredError(error)
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isTransient(error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
