import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT } from './env.ts';

/** The e2e server's DATA_DIR, which start-server.mjs notes down for the specs. */
export function e2eDataDir(): string {
  return readFileSync(join(tmpdir(), `sitewright-e2e-${E2E_PORT}.data-dir`), 'utf8').trim();
}

/** An .eml as text: quoted-printable undone (it writes a link's `=` as `=3D`), UTF-8 decoded. */
function decodeEml(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every mail to the address that the server wrote to its outbox so far, oldest first. */
export function mailsTo(address: string): string[] {
  const folder = join(e2eDataDir(), 'outbox', 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => decodeEml(readFileSync(join(folder, f), 'latin1')))
    .filter((mail) => mail.includes(`To: ${address}`));
}

/** Waits for the next mail to the address (the mail job runs in the background) and answers it. */
export async function nextMailTo(address: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(before);
  return mailsTo(address).at(-1) as string;
}
