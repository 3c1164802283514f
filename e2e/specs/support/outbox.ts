import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './env.ts';

function files(kind: 'sms' | 'mail', ext: string): string[] {
  const folder = join(e2eDataDir(), 'outbox', kind);
  try {
    return readdirSync(folder)
      .filter((f) => f.endsWith(ext))
      .sort()
      .map((f) => join(folder, f));
  } catch {
    return [];
  }
}

/** Texts sent to a phone (E.164), oldest first, as the SMS outbox holds them. */
export function textsTo(phone: string): { to: string; text: string; code: string }[] {
  return files('sms', '.json')
    .map((f) => JSON.parse(readFileSync(f, 'utf8')) as { to: string; text: string; code: string })
    .filter((m) => m.to === phone);
}

/** Waits for a text to the phone beyond the `before` already there and answers its code. */
export async function newCodeFor(phone: string, before: number): Promise<string> {
  await expect.poll(() => textsTo(phone).length, { timeout: 15_000 }).toBeGreaterThan(before);
  return textsTo(phone).at(-1)?.code as string;
}

/** Undoes quoted-printable soft breaks and escapes, as a mail client would. */
function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Mails (.eml) written for an address, oldest first, decoded. */
export function mailsTo(address: string): string[] {
  return files('mail', '.eml')
    .map((f) => decodeQuotedPrintable(readFileSync(f, 'latin1')))
    .filter((m) => new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'im').test(m));
}

/** Waits for a mail to the address and answers the first link in it that starts with `prefix`. */
export async function linkInMailTo(address: string, prefix: string): Promise<string> {
  const find = () => {
    const mail = mailsTo(address).at(-1) ?? '';
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`${escaped}[A-Za-z0-9_\\-?=&%.]*`).exec(mail)?.[0] ?? '';
  };
  await expect.poll(find, { timeout: 15_000 }).not.toBe('');
  return find();
}

/** Waits for the next mail to the address (the mail job runs in the background) and answers it. */
export async function nextMailTo(address: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(before);
  return mailsTo(address).at(-1) as string;
}
