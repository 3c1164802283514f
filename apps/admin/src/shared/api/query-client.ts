import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server state. No automatic retries: every failure already told the operator
 * (spec §8), and a retry would repeat the toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
