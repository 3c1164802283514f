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
 * The largest value the database's id, version and counter columns hold (PostgreSQL `integer`,
 * which every `serial` id is). A larger number can name no row, so it is refused as invalid
 * instead of reaching the database.
 */
export const INT_COLUMN_MAX = 2_147_483_647;

const inColumnRange = `Expected a whole number up to ${INT_COLUMN_MAX}`;

/** A whole number an integer column holds, 0 included (versions of menus, "no page" references). */
export const ColumnInt = z.number().int().nonnegative().max(INT_COLUMN_MAX, inColumnRange);

/** A page's version, sent back with a save so that a stale one is refused (it starts at 1). */
export const Version = z.number().int().positive().max(INT_COLUMN_MAX, inColumnRange);

/** Plain decimal digits, as a query string carries a number. */
const PositiveDigits = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'Expected a positive whole number')
  .transform(Number)
  .pipe(z.number().max(INT_COLUMN_MAX, inColumnRange));

/**
 * A positive whole number up to INT_COLUMN_MAX: a JSON number, or the plain decimal digits a query
 * string carries. Nothing looser (no `true`, `[1]`, `0x1`, `1e0` or spaces), so every request
 * means one thing.
 */
export function positiveInt() {
  return z.union([z.number().int().positive().max(INT_COLUMN_MAX, inColumnRange), PositiveDigits]);
}

/** A record's id. Every id of every request is this schema, which is how tests find a call's ids. */
export const Id = positiveInt();

/**
 * The schemas that name records (`Id`, lists of ids): the generic API tests find the ids a call
 * takes through them, so a call added to the contract is swept for other companies' ids unasked.
 */
export const idSchemas = z.registry<{ list: boolean }>();
idSchemas.add(Id, { list: false });

/** Comma-separated ids in a query string (`3,8,13`), at most `max` of them. */
export function idList(max: number) {
  const list = z
    .string()
    .transform((s) => s.split(',').filter((id) => id !== ''))
    .pipe(z.array(PositiveDigits).min(1).max(max));
  idSchemas.add(list, { list: true });
  return list;
}

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
  /** A multipart call's text fields, sent before its file part (uploads). */
  form?: z.ZodType;
  /** Schema of `data` in a successful answer. */
  data: R;
  /**
   * Who may make the call: an operator holding `admin` or any of these role strings (spec §6).
   * Absent: any signed-in operator of the company.
   */
  roles?: readonly string[];
  /**
   * `false` for a call that changes nothing although its method is not GET (an examination, a
   * signed link, a status read): the audit log, which records every other non-GET call, skips it.
   */
  audit?: false;
}

export function defineCall<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: CallDef<Q, B, R>): CallDef<Q, B, R> {
  return def;
}
