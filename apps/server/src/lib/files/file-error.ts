import type { ErrorKey } from '@sitewright/contract';
import { AppError } from '../app-error.ts';

/** Values a refusal's message names: the limit, the extension, the entry. */
export type RefusalValues = Record<string, string | number>;

/** Throws the refusal `key` whose message is filled from `values` (also sent as the answer's data). */
export function refuse(key: ErrorKey, values: RefusalValues = {}, cause?: unknown): never {
  throw new AppError(key, { data: values, cause });
}
