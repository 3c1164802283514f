import { clientMessages, type ErrorKey, errors, type Lang, messageFor } from '@sitewright/contract';
import { isApiError } from '../../shared/api/api-error.ts';

const keyByCode = new Map<number, ErrorKey>(
  (Object.keys(errors) as ErrorKey[]).map((key) => [errors[key].code, key]),
);

/**
 * The one message a failed sign-in shows, in the interface's current language: a refusal the
 * catalogue knows and the client's own network messages follow a language switch; anything else
 * (e.g. a plain-text answer) is shown as it came.
 */
export function loginErrorText(error: unknown, lang: Lang): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (error.kind === 'network') return clientMessages.NETWORK[lang];
  if (error.kind === 'timeout') return clientMessages.TIMEOUT[lang];
  const key = error.kind === 'server' ? keyByCode.get(error.code) : undefined;
  return key ? messageFor(key, lang, error.data) : error.message;
}
