import { QueryClient } from '@tanstack/react-query';
import { hasSessionCookie } from '../session/session-cookie.ts';

/**
 * The one cache of server state. No automatic retries: every failure already told the operator
 * (spec §8), and a retry would repeat the toast. Queries only run while a session may exist, so
 * screens still mounted during sign-out do not refetch into a 401.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      enabled: () => hasSessionCookie(),
    },
    mutations: { retry: false },
  },
});
