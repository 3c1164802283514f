import type { QueryClient } from '@tanstack/react-query';

/** Every media query starts with this key, so one invalidation refreshes the library everywhere. */
export const mediaQueryKey = ['media'] as const;

/**
 * Refreshes file lists and folders after a change in the library. Usage answers are left alone:
 * the library's own changes never alter them, and asking again about files just deleted would be
 * refused as an illegal operation (a missing file looks like another company's).
 */
export function refreshMediaLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: mediaQueryKey,
    predicate: (query) => query.queryKey[1] !== 'usage',
  });
}
