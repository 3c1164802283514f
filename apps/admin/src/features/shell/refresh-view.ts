import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryKey } from '../../shared/api/session/get-user-info.ts';
import type { Navigate } from '../../shared/navigation.ts';
import { refreshPath } from '../../shared/paths.ts';

/**
 * The tab's "refresh" (vue-element-admin style): through /redirect the screen mounts anew, and as
 * every cached answer is marked stale first, it fetches its data again instead of showing what
 * the cache held. The signed-in user is not the screen's data and stays as it is.
 */
export function refreshView(
  view: { path: string; fullPath: string },
  activePath: string,
  deps: { queryClient: QueryClient; navigate: Navigate },
): void {
  void deps.queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.queryKey[0] !== userInfoQueryKey[0],
  });
  // Refreshing the tab on show replaces its history entry; another tab is opened as a click would.
  deps.navigate(refreshPath(view.fullPath), { replace: view.path === activePath });
}
