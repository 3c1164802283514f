import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const PREFIX = '/redirect';

/**
 * Where a refresh address leads: the path after /redirect, with its query and hash. Leading
 * slashes and backslashes collapse into one so the address can never name another host.
 */
export function redirectTarget(pathname: string, search: string, hash = ''): string {
  const rest = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : pathname;
  return `/${rest.replace(/^[/\\]+/, '')}${search}${hash}`;
}

/**
 * Spec §2 /redirect/:path*: renders nothing and goes on at once, replacing itself in the history,
 * so the screen it leads to mounts anew (the tab refresh).
 */
export function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectTarget(pathname, search, hash), { replace: true });
  }, [navigate, pathname, search, hash]);
  return null;
}
