import { type ErrorKey, errors, type Lang } from '@sitewright/contract';
import { isAppError } from '../../lib/app-error.ts';

/** A refusal's message in a language with its `{name}` placeholders filled from the error's data. */
export function refusalMessage(key: ErrorKey, values: unknown, lang: Lang): string {
  const named = (values ?? {}) as Record<string, unknown>;
  return errors[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = named[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** The refusal behind an error, when it is one the operator should read; null for a bug. */
export function refusalOf(error: unknown): { key: ErrorKey; values: unknown } | null {
  if (!isAppError(error)) return null;
  return { key: error.key, values: error.data };
}
