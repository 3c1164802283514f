import { z } from 'zod';

/** Every JSON answer: `{ code, message, data }`; `code` 0 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The zod schema of an envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** A positive integer id that may arrive as a query-string text. */
export const Id = z.coerce.number().int().positive();

/** Describes one API call: method, path and the schemas of what goes in and comes out. */
export interface CallDef<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Q;
  body?: B;
  /** Schema of `data` in a successful answer. */
  data: R;
}

export function defineCall<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: CallDef<Q, B, R>): CallDef<Q, B, R> {
  return def;
}
