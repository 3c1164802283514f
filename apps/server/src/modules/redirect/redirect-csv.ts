import {
  REDIRECT_CSV_HEADER,
  REDIRECT_CSV_NO,
  REDIRECT_CSV_YES,
  REDIRECT_MATCH_KINDS,
  type RedirectCsvProblem,
  type RedirectMatchKind,
  type RedirectStatus,
} from '@sitewright/contract';

/** One record of a CSV text with the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Splits CSV text (RFC 4180: comma separated, fields in double quotes may hold commas, line breaks
 * and doubled quotes; CRLF or LF; a leading byte-order mark is ignored). An unterminated quote
 * answers the line it opened on instead of records.
 */
export function parseCsv(text: string): { records: CsvRecord[] } | { unterminatedAt: number } {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field.trim() === '') {
      // A quoted field: everything up to the closing quote, '""' standing for one quote.
      const openedAt = line;
      field = '';
      i++;
      for (;;) {
        if (i >= text.length) return { unterminatedAt: openedAt };
        const q = text[i] as string;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      // Anything between the closing quote and the next separator is kept as written.
      while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { records };
}

export interface CsvRule {
  line: number;
  source: string;
  target: string;
  status: RedirectStatus;
  match: RedirectMatchKind;
  /** Undefined when the file leaves it out: a new rule matches the letter case, an existing one keeps its setting. */
  ignoreCase?: boolean;
}

export interface CsvLineProblem {
  line: number;
  problem: RedirectCsvProblem;
}

/**
 * Reads the rules of an import: a header naming the columns (source and target required, status,
 * match and ignore_case optional, in any order, case and spaces ignored), then one rule a line.
 * Blank lines are skipped; values are trimmed; an empty status is 301, an empty match is exact.
 */
export function readRedirectCsv(text: string): { rules: CsvRule[]; problems: CsvLineProblem[] } {
  const parsed = parseCsv(text);
  if ('unterminatedAt' in parsed) {
    return { rules: [], problems: [{ line: parsed.unterminatedAt, problem: 'quote' }] };
  }
  const records = parsed.records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const [header, ...rows] = records;
  if (!header) return { rules: [], problems: [{ line: 1, problem: 'header' }] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const known = new Set<string>(REDIRECT_CSV_HEADER);
  const column = (name: string) => names.indexOf(name);
  if (
    names.some((n) => !known.has(n)) ||
    new Set(names).size !== names.length ||
    column('source') < 0 ||
    column('target') < 0
  ) {
    return { rules: [], problems: [{ line: header.line, problem: 'header' }] };
  }
  const rules: CsvRule[] = [];
  const problems: CsvLineProblem[] = [];
  for (const record of rows) {
    const value = (name: string) => {
      const at = column(name);
      return at < 0 ? '' : (record.fields[at] ?? '').trim();
    };
    if (record.fields.length > names.length) {
      problems.push({ line: record.line, problem: 'columns' });
      continue;
    }
    const source = value('source');
    const target = value('target');
    const status = value('status');
    const match = value('match').toLowerCase();
    const ignoreCase = value('ignore_case').toLowerCase();
    if (source === '' || target === '') {
      problems.push({ line: record.line, problem: 'missing' });
      continue;
    }
    if (status !== '' && status !== '301' && status !== '302') {
      problems.push({ line: record.line, problem: 'status' });
      continue;
    }
    if (match !== '' && !(REDIRECT_MATCH_KINDS as readonly string[]).includes(match)) {
      problems.push({ line: record.line, problem: 'match' });
      continue;
    }
    const yes = (REDIRECT_CSV_YES as readonly string[]).includes(ignoreCase);
    if (ignoreCase !== '' && !yes && !(REDIRECT_CSV_NO as readonly string[]).includes(ignoreCase)) {
      problems.push({ line: record.line, problem: 'ignore_case' });
      continue;
    }
    rules.push({
      line: record.line,
      source,
      target,
      status: status === '302' ? 302 : 301,
      match: match === '' ? 'exact' : (match as RedirectMatchKind),
      ...(ignoreCase === '' ? {} : { ignoreCase: yes }),
    });
  }
  return { rules, problems };
}

/** A field as CSV writes it: quoted when it holds a separator, a quote, a line break or edge spaces. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The rules as CSV text that `readRedirectCsv` reads back to the same rules. */
export function writeRedirectCsv(
  rules: readonly {
    source: string;
    target: string;
    statusCode: number;
    matchKind: string;
    ignoreCase: boolean;
  }[],
): string {
  const lines = [REDIRECT_CSV_HEADER.join(',')];
  for (const rule of rules) {
    const fields = [
      rule.source,
      rule.target,
      String(rule.statusCode),
      rule.matchKind,
      rule.ignoreCase ? '1' : '0',
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
