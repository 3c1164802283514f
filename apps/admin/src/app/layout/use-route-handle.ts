import { useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../routing/route-types.ts';

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return undefined;
}

/**
 * The handle and pathname of the screen on show: while a transient route (the tab refresh) passes
 * the navigation on, they stay those of the screen it came from.
 */
export function useShownRoute(): { handle: RouteHandle | undefined; pathname: string } {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const shown = useRef({ handle, pathname });
  if (!handle?.transient) shown.current = { handle, pathname };
  return shown.current;
}
