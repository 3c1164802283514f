import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { CURRENCY_EXPONENT, type CurrencyCode, toMinorUnits } from '@sitewright/contract';
import { PaymentProviderError } from './types.ts';

/** How long a provider gets to answer before the payment screen gives up on it. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderResponse {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One call to a provider. Network failures, timeouts and 5xx become `unreachable`; anything else is
 * handed back for the driver to read (4xx bodies carry the provider's reason). The URL is never put
 * in an error: some providers' (Alipay's) carry signed parameters.
 */
export async function callProvider(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<ProviderResponse> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PaymentProviderError('unreachable', timedOut ? 'no answer in time' : 'cannot connect');
  }
  if (response.status >= 500) {
    throw new PaymentProviderError('unreachable', `answered ${response.status}`);
  }
  return { status: response.status, headers: response.headers, text };
}

/** The body as JSON, or a `refused` error when the provider answered something else. */
export function parseJson(response: ProviderResponse): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(response.text);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // fall through: not JSON
  }
  throw new PaymentProviderError('refused', `unreadable answer (${response.status})`);
}

/** A provider's words, cut short and stripped of anything that looks like a key or a token. */
export function shortDetail(text: unknown, fallback: string): string {
  const words = typeof text === 'string' && text.trim() ? text.trim() : fallback;
  return words
    .replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_]+/g, '[hidden]')
    .replace(/-----BEGIN[\s\S]*?-----END[^-]*-----/g, '[hidden]')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
}

/** A header's single value (Node gives arrays for repeated ones). */
export function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A private key from PEM or bare base64 (PKCS#8, or PKCS#1 as Alipay's key tool writes it). */
export function readPrivateKey(key: string): KeyObject {
  const trimmed = key.trim();
  if (trimmed.startsWith('-----BEGIN')) return createPrivateKey(trimmed);
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** A public key from PEM or bare base64 (SPKI). */
export function readPublicKey(key: string): KeyObject {
  const trimmed = key.trim();
  if (trimmed.startsWith('-----BEGIN')) return createPublicKey(trimmed);
  return createPublicKey({
    key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

/** A key that cannot be read is a refusal of the account, told without the key. */
export function keyOrRefuse<T>(read: () => T, what: string): T {
  try {
    return read();
  } catch {
    throw new PaymentProviderError('refused', `the ${what} cannot be read`);
  }
}

/** A currency code as a provider writes it ("usd", "CNY"), when it is one we keep. */
export function readCurrency(code: unknown): CurrencyCode | undefined {
  if (typeof code !== 'string') return undefined;
  const upper = code.toUpperCase();
  return upper in CURRENCY_EXPONENT ? (upper as CurrencyCode) : undefined;
}

/** A decimal amount as a provider writes it ("12.50") in minor units, without floating-point drift. */
export function decimalToMinor(value: unknown, currency: CurrencyCode): number | undefined {
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return undefined;
  return toMinorUnits(Number(value), currency);
}
