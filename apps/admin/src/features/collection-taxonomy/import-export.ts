import {
  type CollectionName,
  collectionDownloadPath,
  type ItemImportResult,
  type ItemListQuery,
} from '@sitewright/contract';

/** One problem of a spreadsheet row, as the import answers it. */
export type ImportProblem = ItemImportResult['problems'][number];

/** The list filters an export carries over (the list's page is not one of them). */
export type ExportFilters = Readonly<
  Partial<Omit<ItemListQuery, 'website_id' | 'lang' | 'page' | 'page_size'>>
>;

/** What the dry run found: row problems to fix, or rows ready to go in. */
export type DryRunSummary =
  | { kind: 'problems'; problems: ImportProblem[]; rows: number; problemRows: number }
  | { kind: 'ready'; rows: number; created: number; updated: number }
  | { kind: 'empty' };

/** Problems in spreadsheet order: by row, then column, as the operator goes through the file. */
export function sortProblems(problems: readonly ImportProblem[]): ImportProblem[] {
  return [...problems].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}

export function summarizeDryRun(result: ItemImportResult): DryRunSummary {
  if (result.problems.length > 0) {
    return {
      kind: 'problems',
      problems: sortProblems(result.problems),
      rows: result.rows,
      problemRows: new Set(result.problems.map((p) => p.row)).size,
    };
  }
  if (result.rows === 0) return { kind: 'empty' };
  return { kind: 'ready', rows: result.rows, created: result.created, updated: result.updated };
}

/** The problems a refused import carries in its answer's data, if it does. */
export function problemsOfRefusal(data: unknown): ImportProblem[] | null {
  if (data === null || typeof data !== 'object') return null;
  const problems = (data as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return null;
  const valid = problems.filter(
    (p): p is ImportProblem =>
      p !== null &&
      typeof p === 'object' &&
      typeof (p as ImportProblem).row === 'number' &&
      typeof (p as ImportProblem).column === 'string' &&
      typeof (p as ImportProblem).message === 'string',
  );
  return valid.length > 0 ? sortProblems(valid) : null;
}

/** The address of a download with its query: the website, the language, and for exports the filters. */
export function downloadUrl(
  name: CollectionName,
  what: 'export' | 'import-template',
  params: Readonly<Record<string, string | number | boolean | null | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${collectionDownloadPath(name, what)}?${text}` : collectionDownloadPath(name, what);
}

/** The spreadsheet kinds the import reads. */
export const IMPORT_ACCEPT = '.xlsx,.csv';

export function isImportFile(fileName: string): boolean {
  return /\.(xlsx|csv)$/i.test(fileName);
}
