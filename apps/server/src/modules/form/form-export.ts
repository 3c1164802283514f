import type { Lang } from '@sitewright/contract';
import { writeXlsx } from '../../lib/files/xlsx-writer.ts';
import type { RecordListRow } from './form-record.repository.ts';

/**
 * The export of inquiries as CSV or XLSX: a column per field key found in the chosen records
 * (headed by its label), then where and when each was sent. Every cell is text that no
 * spreadsheet evaluates: one that would start a formula gets a leading apostrophe.
 */

const HEADINGS = {
  en: {
    date: 'Date',
    website: 'Website',
    form: 'Form',
    page: 'Page',
    country: 'Country',
    language: 'Language',
    email: 'Visitor e-mail',
    read: 'Read',
    spam: 'Spam',
    yes: 'yes',
    no: 'no',
  },
  zh: {
    date: '时间',
    website: '网站',
    form: '表单',
    page: '来源页面',
    country: '国家',
    language: '语言',
    email: '访客邮箱',
    read: '已读',
    spam: '垃圾询盘',
    yes: '是',
    no: '否',
  },
} satisfies Record<Lang, Record<string, string>>;

/** Starts a spreadsheet formula (or a DDE command) when a program opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text that is shown, never evaluated. */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A value a visitor sent, as one line of text. */
function cellText(value: unknown, lang: Lang): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? HEADINGS[lang].yes : HEADINGS[lang].no;
  if (Array.isArray(value)) return value.map((v) => cellText(v, lang)).join(', ');
  if (typeof value === 'object' && 'url' in value && typeof value.url === 'string') return value.url;
  return JSON.stringify(value);
}

/** The records as rows of text, the header first. */
export function exportRows(rows: readonly RecordListRow[], lang: Lang): string[][] {
  const h = HEADINGS[lang];
  // Field keys in the order they first appear; each headed by its newest label (rows are newest first).
  const labels = new Map<string, string>();
  for (const { record } of rows) {
    for (const field of record.fields) {
      if (!labels.has(field.key)) labels.set(field.key, field.label || field.key);
    }
    for (const key of Object.keys(record.data)) if (!labels.has(key)) labels.set(key, key);
  }
  const keys = [...labels.keys()];
  // Two fields labelled alike stay told apart by their keys.
  const seen = new Map<string, number>();
  for (const label of labels.values()) seen.set(label, (seen.get(label) ?? 0) + 1);
  const fieldHeads = keys.map((key) => {
    const label = labels.get(key) as string;
    return (seen.get(label) ?? 0) > 1 ? `${label} (${key})` : label;
  });
  const header = [
    h.date,
    h.website,
    h.form,
    ...fieldHeads,
    h.page,
    h.country,
    h.language,
    h.email,
    h.read,
    h.spam,
  ];
  const body = rows.map(({ record, websiteName, formName }) => [
    record.createdAt.toISOString(),
    websiteName,
    formName,
    ...keys.map((key) => cellText(record.data[key], lang)),
    record.pageUrl,
    record.country,
    record.lang,
    record.visitorEmail,
    record.isRead ? h.yes : h.no,
    record.isSpam ? h.yes : h.no,
  ]);
  return [header, ...body].map((row) => row.map(formulaSafe));
}

/** RFC 4180 text with CRLF line ends and a byte-order mark, so that Excel reads it as UTF-8. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\ufeff${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

export function toXlsx(rows: readonly (readonly string[])[], lang: Lang): Buffer {
  return writeXlsx(rows, lang === 'zh' ? '询盘' : 'Inquiries');
}
