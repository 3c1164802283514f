/** How many pages `total` rows make at `pageSize` a page (at least one, so an empty list has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** `page` kept within the pages there are: a deletion on the last page moves back to the one before. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The rows shown on `page` (1-based). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, rows.length, pageSize);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}
