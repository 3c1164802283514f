import { z } from 'zod';

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

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const RESOURCE_SCHEMES = new Set(['http', 'https']);

/** True for http(s), mailto, tel and relative links; false for javascript:, data:, vbscript: and the rest. */
export function isSafeLink(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/** True for http(s) and relative URLs of images, videos and files. */
export function isSafeResource(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null || RESOURCE_SCHEMES.has(scheme);
}

/**
 * Characters that could end an attribute or a CSS `url("…")` early are refused outright rather
 * than escaped, so a stored URL is safe in every place a view puts it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE_URL_CHARS = /[\u0000-\u0020"'<>\\`\u007f]/;

const urlBase = z
  .string()
  .trim()
  .min(1, 'Enter an address')
  .max(2048, 'Address is too long')
  .refine((v) => !UNSAFE_URL_CHARS.test(v), {
    message: 'Address contains spaces or characters that are not allowed',
    abort: true,
  });

/** A link target: http(s), mailto, tel or a site-relative path. */
export const SafeLink = urlBase.refine(
  isSafeLink,
  'Links may only use http, https, mailto, tel or a relative path',
);

/** An image, video or file address: http(s) or a site-relative path. */
export const SafeResource = urlBase.refine(
  isSafeResource,
  'Addresses may only use http, https or a relative path',
);

/** A #rgb or #rrggbb colour. */
export const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Use a colour like #1a73e8');

/** For hrefs that come from the render context rather than a validated document. */
export function linkOrHash(value: string | undefined): string {
  return value && isSafeLink(value) && !UNSAFE_URL_CHARS.test(value.trim()) ? value.trim() : '#';
}
