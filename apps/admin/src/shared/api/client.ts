import { errorCodes } from '@sitewright/contract/paths';
import { clientMessages, type Lang } from '@sitewright/contract';
import type { CallPath } from '@sitewright/contract/paths';
import { translate } from '../i18n/translate.ts';
import { acceptLanguage } from '../stores/preferences.ts';
import { ApiError, CLIENT_CODES } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** One call as a feature describes it. */
export interface RequestConfig {
  method: HttpMethod;
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Cancels the call (TanStack Query passes one); a cancelled call fails quietly. */
  signal?: AbortSignal;
  /**
   * Toast policy for ordinary failures: `false` shows nothing, a list of codes keeps those codes
   * quiet so the caller can show them itself (e.g. on form fields). 401 and 1105 keep their effects.
   */
  toast?: boolean | readonly number[];
  /**
   * `false` lets the caller handle code 401 itself instead of the global sign-out and reload
   * (the navigation guard does, so it can keep the wanted path).
   */
  sessionPolicy?: boolean;
}

/** What the client needs from the app; injected so the policy can be tested without a browser. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  timeoutMs: number;
  toastMs: number;
  language(): Lang;
  toastError(text: string, durationMs: number): void;
  currentPath(): string;
  /** Code 401 outside /login: forget the session locally and reload (spec §8). */
  onSessionExpired(message: string): void;
  /** Code 1105: leave for the site root (spec §8). */
  onIllegalOperation(): void;
}

/** Everything a call may carry besides its method and path, typed by the contract's call. */
export type CallOptions<Query, Body> = Omit<RequestConfig, 'method' | 'path' | 'query' | 'body'> & {
  query?: Query;
  body?: Body;
};

export interface ApiClient {
  request<T>(config: RequestConfig): Promise<T>;
  /**
   * Makes one contract call (`calls.page.list` of `@sitewright/contract/paths`): the query, the
   * body and the answer's `data` have the types of the call's schemas.
   */
  call<Query, Body, Data>(
    call: CallPath<Query, Body, Data>,
    options?: CallOptions<Query, Body>,
  ): Promise<Data>;
}

const MAX_PLAIN_TEXT_LENGTH = 300;

function buildUrl(path: string, query?: RequestConfig['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isEnvelope(value: unknown): value is { code: number; message?: unknown; data?: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

function shouldToast(config: RequestConfig, code: number): boolean {
  if (config.toast === undefined || config.toast === true) return true;
  if (config.toast === false) return false;
  return !config.toast.includes(code);
}

/** Text worth showing from a non-JSON answer, e.g. a proxy's plain-text error or the login's text. */
function plainText(body: string): string | null {
  const text = body.trim();
  if (!text || text.length > MAX_PLAIN_TEXT_LENGTH || text.startsWith('<')) return null;
  return text;
}

/**
 * The JSON API client and the only place with an HTTP failure policy (spec §7/§8): envelope codes,
 * toasts, timeout, sign-out on 401, retreat on 1105, network trouble.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  function fail(config: RequestConfig, error: ApiError): never {
    if (shouldToast(config, error.code)) deps.toastError(error.message, deps.toastMs);
    throw error;
  }

  async function request<T>(config: RequestConfig): Promise<T> {
    const lang = deps.language();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': acceptLanguage(lang),
      'X-Requested-With': 'XMLHttpRequest',
    };
    let body: string | undefined;
    if (config.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(config.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (config.signal?.aborted) controller.abort();
    config.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let status = 0;
    let text: string;
    try {
      const response = await deps.fetch(buildUrl(config.path, config.query), {
        method: config.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch {
      if (timedOut) {
        return fail(config, new ApiError(clientMessages.TIMEOUT[lang], CLIENT_CODES.timeout, 'timeout'));
      }
      if (config.signal?.aborted) {
        // Cancelled by the caller (e.g. the screen went away): nobody is waiting for a message.
        throw new ApiError('Request cancelled', CLIENT_CODES.aborted, 'aborted');
      }
      return fail(config, new ApiError(clientMessages.NETWORK[lang], CLIENT_CODES.network, 'network'));
    } finally {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', onCallerAbort);
    }

    let parsed: unknown;
    let isJson = true;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      isJson = false;
    }

    if (!isJson || !isEnvelope(parsed)) {
      const serverMessage =
        isJson && typeof (parsed as { message?: unknown })?.message === 'string'
          ? ((parsed as { message: string }).message as string)
          : null;
      const message =
        (isJson ? serverMessage : plainText(text)) ?? translate(lang, 'errors.badResponse', { status });
      return fail(config, new ApiError(message, status, 'bad-response', null, status));
    }

    const { code, data } = parsed;
    if (code === 0) return data as T;

    const serverMessage = typeof parsed.message === 'string' && parsed.message ? parsed.message : null;

    // 1004: the session outlived its user; nothing but signing in again can help, as with 401.
    const sessionGone = code === errorCodes.SESSION_INVALID || code === errorCodes.AUTH_FAILED;
    if (sessionGone && config.sessionPolicy !== false) {
      const error = new ApiError(
        serverMessage ?? clientMessages.SESSION_INVALID[lang],
        code,
        'server',
        data,
        status,
      );
      deps.toastError(error.message, deps.toastMs);
      if (deps.currentPath() !== '/login') deps.onSessionExpired(error.message);
      throw error;
    }

    if (code === errorCodes.ILLEGAL_OPERATION) {
      const error = new ApiError(clientMessages.ILLEGAL_OPERATION[lang], code, 'server', data, status);
      deps.toastError(error.message, deps.toastMs);
      deps.onIllegalOperation();
      throw error;
    }

    // The server words every refusal in the user's language; the client does not carry them all.
    const message = serverMessage ?? translate(lang, 'errors.badResponse', { status: code });
    return fail(config, new ApiError(message, code, 'server', data, status));
  }

  function call<Query, Body, Data>(
    target: CallPath<Query, Body, Data>,
    options: CallOptions<Query, Body> = {},
  ): Promise<Data> {
    const { query, ...rest } = options;
    return request<Data>({
      ...rest,
      method: target.method,
      path: target.path,
      query: query as RequestConfig['query'],
    });
  }

  return { request, call };
}
