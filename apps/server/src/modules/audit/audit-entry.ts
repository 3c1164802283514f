import { AUDIT_REDACTED, type AuditChange } from '@sitewright/contract';

/**
 * What a call's request says about what it changed, read generically from its query and body:
 * the ids it names and the fields it sets. Nothing here knows any module, so a call added later is
 * recorded as well as the ones that exist today.
 */

/** Words of a field name that mark a secret: its value is never stored, whatever the call. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'secret',
  'token',
  'code',
  'otp',
  'pin',
  'key',
  'keys',
  'apikey',
  'credential',
  'credentials',
  'smtp',
  'sms',
  'signature',
  'sign',
  'private',
  'cookie',
  'session',
  'authorization',
  'auth',
  'hash',
  'salt',
]);

/** Codes that name a thing rather than prove who someone is (`flag_code`, `language_code`). */
const PLAIN_CODES = new Set([
  'flag',
  'country',
  'language',
  'lang',
  'currency',
  'postal',
  'zip',
  'region',
  'company',
]);

/** The words of a field name: `new_password`, `smtpUrl`, `access-key-id` → lower-case words. */
function wordsOf(field: string): string[] {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * Whether a field holds a secret (passwords, tokens, one-time codes, keys, SMTP and SMS
 * credentials, service account keys), judged by its name, erring towards redaction: a `code` is a secret unless it
 * plainly names a thing (`flag_code`).
 */
export function isSecretField(field: string): boolean {
  const words = wordsOf(field);
  return (
    words.some(
      (word, i) => SECRET_WORDS.has(word) && !(word === 'code' && PLAIN_CODES.has(words[i - 1] ?? '')),
    ) || /pass(word|wd)|secret|token|service_?account/i.test(field)
  );
}

/** Longest value stored as a field's new value; a longer one is recorded by name only. */
export const CHANGE_VALUE_MAX = 200;
/** Most fields recorded for one call. */
export const CHANGES_MAX = 50;

const ID_FIELD = /^(id|ids)$|_(id|ids)$|Ids?$/;

function asIds(value: unknown): number | number[] | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value)) return Number(value);
  if (typeof value === 'string' && /^[0-9,]+$/.test(value)) {
    const ids = value
      .split(',')
      .filter((s) => /^[1-9][0-9]{0,15}$/.test(s))
      .map(Number);
    return ids.length > 0 ? ids.slice(0, 100) : null;
  }
  if (Array.isArray(value)) {
    const ids = value.map(asIds).filter((id): id is number => typeof id === 'number');
    return ids.length > 0 ? ids.slice(0, 100) : null;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids named by the top-level fields of the query and body (and of the answer, for creations). */
export function targetIdsOf(...parts: unknown[]): {
  websiteId: number | null;
  ids: Record<string, number | number[]>;
} {
  let websiteId: number | null = null;
  const ids: Record<string, number | number[]> = {};
  for (const part of parts) {
    if (!isRecord(part)) continue;
    for (const [field, value] of Object.entries(part)) {
      if (!ID_FIELD.test(field) || field in ids || isSecretField(field)) continue;
      const found = asIds(value);
      if (found === null) continue;
      if (field === 'website_id' && typeof found === 'number') {
        websiteId ??= found;
        continue;
      }
      ids[field] = found;
    }
  }
  return { websiteId, ids };
}

/** A body's fields one level deep (`seo.title`), secrets kept whole, ids left out. */
function leaves(body: Record<string, unknown>): { field: string; secret: boolean; value: unknown }[] {
  const out: { field: string; secret: boolean; value: unknown }[] = [];
  const visit = (record: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(record)) {
      const field = `${prefix}${key}`;
      if (isSecretField(key)) out.push({ field, secret: true, value });
      else if (ID_FIELD.test(key)) continue;
      // A group of settings (a website's SEO fields) is shown field by field, one level down.
      else if (isRecord(value) && prefix === '') visit(value, `${field}.`);
      else out.push({ field, secret: false, value });
    }
  };
  visit(body, '');
  return out;
}

function valueAt(record: unknown, field: string): unknown {
  let value: unknown = record;
  for (const key of field.split('.')) value = isRecord(value) ? value[key] : undefined;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a body sets, with their new values: secrets redacted, ids left to `targetIdsOf`,
 * long or structured values (a page's document, a list of rules) named without their value.
 * Given what the record held before (a module may supply it), only the fields that differ are
 * kept, each with its old value too.
 */
export function changesOf(body: unknown, before?: Record<string, unknown>): AuditChange[] {
  if (!isRecord(body)) return [];
  const changes: AuditChange[] = [];
  for (const leaf of leaves(body)) {
    if (changes.length >= CHANGES_MAX) break;
    if (before === undefined) {
      changes.push({ field: leaf.field, value: leaf.secret ? AUDIT_REDACTED : plainValue(leaf.value) });
      continue;
    }
    const old = valueAt(before, leaf.field);
    if (same(old, leaf.value)) continue;
    changes.push(
      leaf.secret
        ? { field: leaf.field, before: AUDIT_REDACTED, value: AUDIT_REDACTED }
        : { field: leaf.field, before: plainValue(old), value: plainValue(leaf.value) },
    );
  }
  return changes;
}

function plainValue(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.length <= CHANGE_VALUE_MAX ? value : null;
  return null;
}
