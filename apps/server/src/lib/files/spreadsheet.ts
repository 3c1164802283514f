import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatBytes } from '@sitewright/contract';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { isAppError } from '../app-error.ts';
import { normaliseEntryName } from './archive.ts';
import { parseCsv } from './csv.ts';
import { refuse } from './file-error.ts';

export interface SpreadsheetPreviewOptions {
  /** Rows returned (the import preview shows the first ones). */
  maxRows?: number;
  /** Columns kept per row. */
  maxColumns?: number;
  /** Characters kept per cell. */
  maxCellChars?: number;
  /** Most XML bytes unpacked in all, whatever the parts declare. */
  maxXmlBytes?: number;
  /** Most entries the workbook's zip may have. */
  maxEntries?: number;
}

export interface SpreadsheetPreview {
  sheetName: string;
  /** The first rows, each padded to the widest of them; every value is text. */
  rows: string[][];
  /** Rows the sheet says it spans (its `<dimension>`), when it says so. */
  totalRows: number | null;
  /** Whether the sheet has rows after those returned. */
  truncated: boolean;
  /** The sheet's number of each returned row (1 for the first); rows left empty are not returned. */
  rowNumbers: number[];
}

const DEFAULTS: Required<SpreadsheetPreviewOptions> = {
  maxRows: 20,
  maxColumns: 100,
  maxCellChars: 1000,
  maxXmlBytes: 64 * 1024 * 1024,
  maxEntries: 10_000,
};

/** Thrown from a parser handler once enough has been read. */
const STOP = Symbol('stop');

type Parser = SaxesParser<{ xmlns: true }>;

interface Budget {
  left: number;
  readonly limit: number;
}

async function openWorkbook(
  filePath: string,
  maxEntries: number,
): Promise<{ zip: ZipFile; parts: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, decodeStrings: false });
  } catch (cause) {
    refuse('SPREADSHEET_UNREADABLE', {}, cause);
  }
  const parts = new Map<string, Entry>();
  try {
    if (zip.entryCount > maxEntries) refuse('SPREADSHEET_UNREADABLE');
    for await (const entry of zip.eachEntry()) {
      const raw = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        false,
      );
      // A workbook has no reason for names reaching outside; parts are only ever looked up, never
      // written, but such a container is not a spreadsheet.
      const { name } = normaliseEntryName(raw);
      parts.set(name, entry);
    }
  } catch (cause) {
    zip.close();
    refuse('SPREADSHEET_UNREADABLE', {}, cause);
  }
  return { zip, parts };
}

/**
 * Streams one XML part through a parser set up by `setup`, counting unpacked bytes against the
 * budget. Entities other than XML's own are never defined, and any DOCTYPE is refused.
 */
async function parsePart(zip: ZipFile, entry: Entry, budget: Budget, setup: (parser: Parser) => void) {
  const parser: Parser = new SaxesParser({ xmlns: true });
  let unsafe = false;
  parser.on('doctype', () => {
    unsafe = true;
    throw new Error('DOCTYPE');
  });
  setup(parser);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) refuse('SPREADSHEET_TOO_LARGE', { limit: formatBytes(budget.limit) });
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (cause) {
    if (cause === STOP) return;
    if (unsafe) refuse('SPREADSHEET_UNSAFE', {}, cause);
    if (isAppError(cause)) throw cause;
    refuse('SPREADSHEET_UNREADABLE', {}, cause);
  }
}

function attribute(tag: SaxesTagNS, local: string, namespaced = false): string | undefined {
  for (const a of Object.values(tag.attributes)) {
    if (a.local === local && (a.prefix !== '') === namespaced) return a.value;
  }
  return undefined;
}

/** Relationship id → target part name, resolved against the folder of the part that owns them. */
async function readRelationships(zip: ZipFile, parts: Map<string, Entry>, owner: string, budget: Budget) {
  const dir = path.posix.dirname(owner);
  const relsName = path.posix.join(dir === '.' ? '' : dir, '_rels', `${path.posix.basename(owner)}.rels`);
  const entry = parts.get(relsName);
  const rels = new Map<string, { type: string; target: string }>();
  if (!entry) return rels;
  await parsePart(zip, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.local !== 'Relationship') return;
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      if (!id || !target || attribute(tag, 'TargetMode') === 'External') return;
      const resolved = target.startsWith('/')
        ? target.slice(1)
        : path.posix.join(dir === '.' ? '' : dir, target);
      rels.set(id, { type: attribute(tag, 'Type') ?? '', target: path.posix.normalize(resolved) });
    });
  });
  return rels;
}

/** 'A' → 0, 'Z' → 25, 'AA' → 26; from a cell reference such as `AB12`. */
function columnIndex(reference: string | undefined, fallback: number): number {
  const letters = /^([A-Z]{1,3})\d*$/.exec(reference ?? '')?.[1];
  if (!letters) return fallback;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

interface SheetCell {
  column: number;
  type: string;
  value: string;
}

/** The first `maxRows` rows of a sheet, cells still raw (shared strings unresolved). */
async function readSheetRows(
  zip: ZipFile,
  entry: Entry,
  budget: Budget,
  options: Required<SpreadsheetPreviewOptions>,
) {
  const rows: SheetCell[][] = [];
  const rowNumbers: number[] = [];
  let totalRows: number | null = null;
  let truncated = false;
  let row: SheetCell[] | null = null;
  let cell: SheetCell | null = null;
  let inValue = false;
  let inInlineText = false;
  let inPhonetic = false;
  await parsePart(zip, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      switch (tag.local) {
        case 'dimension': {
          const last = /(\d+)$/.exec(attribute(tag, 'ref') ?? '')?.[1];
          totalRows = last ? Number(last) : null;
          break;
        }
        case 'row':
          if (rows.length === options.maxRows) {
            truncated = true;
            throw STOP;
          }
          row = [];
          rowNumbers.push(Number(attribute(tag, 'r')) || (rowNumbers.at(-1) ?? 0) + 1);
          break;
        case 'c': {
          const column = columnIndex(attribute(tag, 'r'), row?.length ?? 0);
          cell = { column, type: attribute(tag, 't') ?? 'n', value: '' };
          break;
        }
        case 'v':
          inValue = true;
          break;
        case 't':
          inInlineText = cell?.type === 'inlineStr' && !inPhonetic;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
      }
    });
    parser.on('text', (text) => {
      if (cell && (inValue || inInlineText) && cell.value.length < options.maxCellChars) cell.value += text;
    });
    parser.on('closetag', (tag) => {
      switch (tag.local) {
        case 'row':
          if (row) rows.push(row);
          row = null;
          break;
        case 'c':
          if (row && cell && cell.column < options.maxColumns) row.push(cell);
          cell = null;
          break;
        case 'v':
          inValue = false;
          break;
        case 't':
          inInlineText = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
      }
    });
  });
  return { rows, rowNumbers, totalRows, truncated };
}

/** The shared strings at the wanted indices only, so memory follows the preview, not the file. */
async function readSharedStrings(
  zip: ZipFile,
  entry: Entry,
  wanted: Set<number>,
  budget: Budget,
  maxChars: number,
) {
  const strings = new Map<number, string>();
  if (wanted.size === 0) return strings;
  const last = Math.max(...wanted);
  let index = -1;
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      if (tag.local === 'si') {
        index += 1;
        if (index > last) throw STOP;
        text = wanted.has(index) ? '' : null;
      } else if (tag.local === 'rPh') inPhonetic = true;
      else if (tag.local === 't') inText = !inPhonetic;
    });
    parser.on('text', (chunk) => {
      if (inText && text !== null && text.length < maxChars) text += chunk;
    });
    parser.on('closetag', (tag) => {
      if (tag.local === 'si' && text !== null) strings.set(index, text);
      else if (tag.local === 'rPh') inPhonetic = false;
      else if (tag.local === 't') inText = false;
    });
  });
  return strings;
}

function cellText(cell: SheetCell, shared: Map<number, string>): string {
  if (cell.type === 's') return shared.get(Number(cell.value)) ?? '';
  if (cell.type === 'b') return cell.value === '1' ? 'TRUE' : 'FALSE';
  return cell.value;
}

/**
 * The first rows of the first sheet of an .xlsx workbook, for the import preview. The workbook's
 * zip is read in place: parts are looked up by name and streamed into a SAX parser, never written
 * anywhere, with unpacked bytes capped (SPREADSHEET_TOO_LARGE); reading stops after `maxRows`
 * rows. A DOCTYPE anywhere is refused (SPREADSHEET_UNSAFE), so no entity is ever resolved;
 * anything that is not a workbook is SPREADSHEET_UNREADABLE. A formula cell gives the value the
 * workbook cached for it (its `<v>`); the formula itself is never read, let alone evaluated.
 */
export async function readSpreadsheetPreview(
  filePath: string,
  options: SpreadsheetPreviewOptions = {},
): Promise<SpreadsheetPreview> {
  return readFirstSheet(filePath, { ...DEFAULTS, ...options });
}

/**
 * Every row of the first sheet, for an import: the preview's reading with the same protections
 * (entities refused, unpacked bytes capped), up to `maxRows` rows; `truncated` tells that the
 * sheet has more. Cells keep up to `maxCellChars` characters (a long rich-text body included).
 */
export async function readSpreadsheetRows(
  filePath: string,
  options: { maxRows: number; maxCellChars: number; maxColumns?: number },
): Promise<SpreadsheetPreview> {
  return readFirstSheet(filePath, { ...DEFAULTS, ...options });
}

async function readFirstSheet(
  filePath: string,
  settings: Required<SpreadsheetPreviewOptions>,
): Promise<SpreadsheetPreview> {
  const budget: Budget = { left: settings.maxXmlBytes, limit: settings.maxXmlBytes };
  const { zip, parts } = await openWorkbook(filePath, settings.maxEntries);
  try {
    const packageRels = await readRelationships(zip, parts, '', budget);
    const workbookName =
      [...packageRels.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const workbook = parts.get(workbookName);
    if (!workbook) refuse('SPREADSHEET_UNREADABLE');

    let sheet: { name: string; id: string } | null = null;
    await parsePart(zip, workbook, budget, (parser) => {
      parser.on('opentag', (tag) => {
        if (tag.local !== 'sheet') return;
        sheet = { name: attribute(tag, 'name') ?? '', id: attribute(tag, 'id', true) ?? '' };
        throw STOP;
      });
    });
    const first = sheet as { name: string; id: string } | null;
    if (!first) refuse('SPREADSHEET_UNREADABLE');

    const workbookRels = await readRelationships(zip, parts, workbookName, budget);
    const sheetEntry = parts.get(workbookRels.get(first.id)?.target ?? '');
    if (!sheetEntry) refuse('SPREADSHEET_UNREADABLE');
    const { rows, rowNumbers, totalRows, truncated } = await readSheetRows(zip, sheetEntry, budget, settings);

    const wanted = new Set<number>();
    for (const cell of rows.flat()) {
      const index = Number(cell.value);
      if (cell.type === 's' && Number.isInteger(index) && index >= 0) wanted.add(index);
    }
    const sharedName = [...workbookRels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target;
    const sharedEntry = sharedName ? parts.get(sharedName) : undefined;
    const shared = sharedEntry
      ? await readSharedStrings(zip, sharedEntry, wanted, budget, settings.maxCellChars)
      : new Map<number, string>();

    const width = Math.max(0, ...rows.flatMap((r) => r.map((c) => c.column + 1)));
    const table = rows.map((r) => {
      const out = Array.from({ length: width }, () => '');
      for (const cell of r) out[cell.column] = cellText(cell, shared).slice(0, settings.maxCellChars);
      return out;
    });
    return { sheetName: first.name, rows: table, rowNumbers, totalRows, truncated };
  } catch (cause) {
    if (isAppError(cause)) throw cause;
    refuse('SPREADSHEET_UNREADABLE', {}, cause);
  } finally {
    zip.close();
  }
}

/**
 * The rows of a .csv file (UTF-8, a byte-order mark allowed), as `readSpreadsheetRows` answers a
 * workbook's: the same row cap and cell length, the record's line as its row number. Text that is
 * not UTF-8, or a quote left open, is SPREADSHEET_UNREADABLE.
 */
export async function readCsvRows(
  filePath: string,
  options: { maxRows: number; maxCellChars: number },
): Promise<SpreadsheetPreview> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(filePath));
  } catch (cause) {
    refuse('SPREADSHEET_UNREADABLE', {}, cause);
  }
  const parsed = parseCsv(text);
  if ('unterminatedAt' in parsed) refuse('SPREADSHEET_UNREADABLE');
  const records = parsed.records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const kept = records.slice(0, options.maxRows);
  const width = Math.max(0, ...kept.map((r) => r.fields.length));
  return {
    sheetName: '',
    rows: kept.map((r) =>
      Array.from({ length: width }, (_, i) => (r.fields[i] ?? '').slice(0, options.maxCellChars)),
    ),
    rowNumbers: kept.map((r) => r.line),
    totalRows: records.length,
    truncated: records.length > kept.length,
  };
}
