/** Why a request failed: the server said no, or the answer never (properly) arrived. */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted' | 'bad-response';

/** Codes for failures that have no server code. */
export const CLIENT_CODES = { network: -1, timeout: -2, aborted: -3 } as const;

/** A failed API call; `code` is the envelope code (or the HTTP status when the answer had none). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: number,
    readonly kind: ApiErrorKind,
    readonly data: unknown = null,
    readonly status = 0,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Server-side field errors (code 400 `data.fields`) as field name → message. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const fields = (error.data as { fields?: unknown }).fields;
  const out: Record<string, string> = {};
  if (Array.isArray(fields)) {
    for (const item of fields) {
      if (typeof item !== 'object' || item === null) continue;
      const { field, path, name, message } = item as Record<string, unknown>;
      const key = [field, name, Array.isArray(path) ? path.join('.') : path].find(
        (k): k is string => typeof k === 'string' && k.length > 0,
      );
      if (key && typeof message === 'string') out[key] ??= message;
    }
  } else if (typeof fields === 'object' && fields !== null) {
    for (const [key, value] of Object.entries(fields)) {
      const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
      if (typeof message === 'string') out[key] = message;
    }
  }
  return out;
}
