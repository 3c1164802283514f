import Cookies from 'js-cookie';

const inBrowser = typeof document !== 'undefined';

/** Reads a cookie; undefined outside a browser or when unset. */
export function readCookie(name: string): string | undefined {
  return inBrowser ? Cookies.get(name) : undefined;
}

/** Writes a long-lived, site-wide preference cookie. */
export function writeCookie(name: string, value: string): void {
  if (inBrowser) Cookies.set(name, value, { path: '/', sameSite: 'Lax', expires: 365 });
}

/** Removes a cookie set on the root path (the server sets the company cookie there too). */
export function removeCookie(name: string): void {
  if (inBrowser) Cookies.remove(name, { path: '/' });
}
