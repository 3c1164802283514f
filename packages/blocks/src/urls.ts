import { z } from 'zod';
import { normalizeUrl, urlScheme } from './url-scheme.ts';

export { normalizeUrl, urlScheme };

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
