import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { AUTH_KEY } from './current-user';
import { HttpError } from './http';

/**
 * The spec's client defaults (data never goes stale, no refetch on focus, no retries), and the one
 * place that reacts to a lost sign-in: a 401 or 403 from the admin API asks again who is signed in,
 * so the admin area shows its "Access Denied" state instead of a broken screen.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      void client.invalidateQueries({ queryKey: AUTH_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
