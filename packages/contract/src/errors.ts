import { commonErrors } from './errors/common.ts';
import { userErrors } from './errors/user.ts';
import { tenancyErrors } from './errors/tenancy.ts';
import { pageErrors } from './errors/page.ts';
import { globalSectionErrors } from './errors/global-section.ts';
import { blockIpErrors } from './errors/block-ip.ts';
import { geoRedirectErrors } from './errors/geo-redirect.ts';
import { ueditorErrors } from './errors/ueditor.ts';
import { hostErrors } from './errors/host.ts';
import { mediaLibraryErrors } from './errors/media-library.ts';
import { redirectErrors } from './errors/redirect.ts';
import { publishErrors } from './errors/publish.ts';
import { uploadErrors } from './errors/upload.ts';

/**
 * The one table of response codes, assembled from each module's file in errors/ (a new module adds
 * its file and one line here). Every JSON answer is `{ code, message, data }`; `code` 0 is
 * success. `status` is the HTTP status that mirrors the class so proxies and monitoring see the truth,
 * while the client reads `code`.
 */
export const errors = {
  ...commonErrors,
  ...userErrors,
  ...tenancyErrors,
  ...pageErrors,
  ...globalSectionErrors,
  ...blockIpErrors,
  ...geoRedirectErrors,
  ...ueditorErrors,
  ...hostErrors,
  ...mediaLibraryErrors,
  ...redirectErrors,
  ...publishErrors,
  ...uploadErrors,
} as const;

/** Every module's codes, for the check that no two modules name the same key. */
export const errorTables = [
  commonErrors,
  userErrors,
  tenancyErrors,
  pageErrors,
  globalSectionErrors,
  blockIpErrors,
  geoRedirectErrors,
  ueditorErrors,
  hostErrors,
  mediaLibraryErrors,
  redirectErrors,
  publishErrors,
  uploadErrors,
] as const;

export type ErrorKey = keyof typeof errors;
export type Lang = 'en' | 'zh';

/** Messages the client shows on its own, without a server answer (spec §8). */
export const clientMessages = {
  NETWORK: { en: 'The network connection is poor!', zh: '当前网络环境不佳！' },
  TIMEOUT: { en: 'The request timed out.', zh: '请求超时' },
} as const;

/**
 * The message for a code in a language. `{name}` placeholders are filled from `values` (an error's
 * `data`, e.g. the limit or the extension a refusal names); without a value the placeholder stays.
 */
export function messageFor(key: ErrorKey, lang: Lang, values?: unknown): string {
  const template: string = errors[key][lang];
  if (typeof values !== 'object' || values === null) return template;
  const fields = values as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = fields[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** Picks en or zh from an Accept-Language header (English is the default). */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}
