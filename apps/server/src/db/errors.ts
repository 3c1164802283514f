/** PostgreSQL's code for a unique-constraint violation, from pg and PGlite alike (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Largest value of a PostgreSQL `integer` (serial ids); bigger ids cannot exist and would make the query fail. */
export const MAX_DB_INT = 2_147_483_647;

export function isDbId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_DB_INT;
}
