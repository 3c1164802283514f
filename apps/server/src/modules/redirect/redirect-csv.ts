import {
  REDIRECT_CSV_HEADER,
  REDIRECT_CSV_NO,
  REDIRECT_CSV_YES,
  REDIRECT_MATCH_KINDS,
  type RedirectCsvProblem,
  type RedirectMatchKind,
  type RedirectStatus,
} from '@sitewright/contract';

// The CSV reading is shared with the collection import; redirect code and tests keep importing it from here.
export { type CsvRecord, parseCsv } from '../../lib/files/csv.ts';
import { parseCsv } from '../../lib/files/csv.ts';

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
