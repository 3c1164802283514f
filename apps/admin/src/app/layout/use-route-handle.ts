import { useState } from 'react';
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
  // React's pattern for keeping a value from an earlier render: set during render, not in an effect.
  const [shown, setShown] = useState({ handle, pathname });
  if (handle?.transient) return shown;
  if (shown.handle !== handle || shown.pathname !== pathname) setShown({ handle, pathname });
  return { handle, pathname };
}
