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
 * credentials), judged by its name. Erring towards redaction: `flag_code` is redacted too.
 */
export function isSecretField(field: string): boolean {
  const words = wordsOf(field);
  return words.some((word) => SECRET_WORDS.has(word)) || /pass(word|wd)|secret|token/i.test(field);
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

/**
 * The fields a body sets, with their new values: secrets redacted, ids left to `targetIdsOf`,
 * long or structured values (a page's document, a list of rules) named without their value.
 */
export function changesOf(body: unknown, prefix = ''): AuditChange[] {
  if (!isRecord(body)) return [];
  const changes: AuditChange[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (changes.length >= CHANGES_MAX) break;
    const field = `${prefix}${key}`;
    if (isSecretField(key)) {
      changes.push({ field, value: AUDIT_REDACTED });
      continue;
    }
    if (ID_FIELD.test(key)) continue;
    // A group of settings (a website's SEO fields) is shown field by field, one level down.
    if (isRecord(value) && prefix === '') {
      changes.push(...changesOf(value, `${field}.`).slice(0, CHANGES_MAX - changes.length));
      continue;
    }
    changes.push({ field, value: plainValue(value) });
  }
  return changes;
}

function plainValue(value: unknown): string | null {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.length <= CHANGE_VALUE_MAX ? value : null;
  return null;
}
