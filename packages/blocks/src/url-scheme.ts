/**
 * How a browser reads a URL's scheme, without zod, so the rich-text sanitiser that uses it stays
 * small enough for the admin app's editor bundle.
 */

/**
 * Browsers drop ASCII tab/newline anywhere in a URL and C0 controls/space at its ends before
 * reading the scheme, so checks must look at the URL the way the browser will.
 */
export function normalizeUrl(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The scheme a browser would see, lower-cased, or null for a relative URL. */
export function urlScheme(value: string): string | null {
  const v = normalizeUrl(value);
  const colon = v.indexOf(':');
  if (colon === -1) return null;
  const delimiter = v.search(/[/?#]/);
  if (delimiter !== -1 && delimiter < colon) return null;
  return v.slice(0, colon).toLowerCase();
}
