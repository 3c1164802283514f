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

/**
 * A positive integer id: a JSON number, or the plain decimal digits a query string carries.
 * Nothing looser (no `true`, `[1]`, `0x1`, `1e0` or spaces), so every request means one thing.
 */
export const Id = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'Expected a positive whole number')
    .transform(Number),
]);

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
  /**
   * Who may make the call: an operator holding `admin` or any of these role strings (spec §6).
   * Absent: any signed-in operator of the company.
   */
  roles?: readonly string[];
}

export function defineCall<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: CallDef<Q, B, R>): CallDef<Q, B, R> {
  return def;
}
