import type { ErrorKey } from '@sitewright/contract';

/**
 * A failure with a stable code from the contract's error table. The error handler turns it into the
 * envelope, with the HTTP status and the message in the caller's language taken from that table.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly key: ErrorKey;
  readonly data: unknown;

  constructor(key: ErrorKey, options: { data?: unknown; cause?: unknown } = {}) {
    super(key, { cause: options.cause });
    this.key = key;
    this.data = options.data ?? null;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
