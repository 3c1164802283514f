import { errors } from './errors/index.ts';

// The one table of response codes, assembled from each module's file in errors/ by
// scripts/registries.mjs.
export { errors, errorTables } from './errors/index.ts';

export type ErrorKey = keyof typeof errors;
export type Lang = 'en' | 'zh';

/**
 * The message for a code in a language. `{name}` placeholders are filled from `values` (an error's
 * `data`, e.g. the limit or the extension a refusal names); a value given as `{ en, zh }` (a
 * field's label) is taken in the message's language; without a value the placeholder stays.
 */
export function messageFor(key: ErrorKey, lang: Lang, values?: unknown): string {
  const template: string = errors[key][lang];
  if (typeof values !== 'object' || values === null) return template;
  const fields = values as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    let value = fields[name];
    if (typeof value === 'object' && value !== null && lang in value)
      value = (value as Record<Lang, unknown>)[lang];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** Picks en or zh from an Accept-Language header (English is the default). */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}
