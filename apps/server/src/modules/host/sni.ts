import { createSecureContext, type SecureContext } from 'node:tls';
import type { Db } from '../../db/client.ts';
import { certificateForHost } from './host.repository.ts';
import type { KeyVault } from './key-vault.ts';

/** A tls/https `SNICallback` with a cache in front of the database. */
export interface SniCallback {
  (servername: string, cb: (error: Error | null, context?: SecureContext) => void): void;
  /** Forgets cached contexts (one host name, or all) so the next handshake reads the database. */
  invalidate(domain?: string): void;
}

export interface SniOptions {
  /** How long a found certificate is reused before it is read again (default one minute). */
  ttlMs?: number;
  /** How long an unknown name is remembered as unknown (default ten seconds). */
  missTtlMs?: number;
  /** Most host names cached at once; the oldest is dropped beyond it. */
  maxEntries?: number;
  /** Answered for names without a certificate; without one such handshakes are refused. */
  fallback?: SecureContext;
  now?: () => number;
  onError?: (error: unknown, servername: string) => void;
}

interface Entry {
  expires: number;
  context: Promise<SecureContext | undefined>;
}

/**
 * Picks the certificate by the name the client asks for (SNI). A name without a stored
 * certificate gets the `fallback` context when one is given, otherwise the handshake is refused:
 * answering some other site's certificate would only show the visitor a wrong-name warning and
 * reveal which domains this server holds. Uploads take effect within `ttlMs`, or at once after
 * `invalidate(domain)`.
 */
export function createSniCallback(db: Db, vault: KeyVault, options: SniOptions = {}): SniCallback {
  const ttl = options.ttlMs ?? 60_000;
  const missTtl = options.missTtlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();

  async function load(domain: string): Promise<SecureContext | undefined> {
    const row = await certificateForHost(db, domain);
    if (!row) return undefined;
    const key = await vault.decrypt(row.keyEncrypted, row.domain);
    return createSecureContext({ cert: row.certificatePem, key });
  }

  const callback = ((servername, cb) => {
    const domain = servername.trim().toLowerCase().replace(/\.$/, '');
    let entry = cache.get(domain);
    if (!entry || entry.expires <= now()) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      const fresh: Entry = { expires: now() + ttl, context: load(domain) };
      fresh.context.then(
        (context) => {
          if (!context) fresh.expires = now() + missTtl;
        },
        () => {
          // Not remembered: the next handshake tries again (unless a newer entry took its place).
          if (cache.get(domain) === fresh) cache.delete(domain);
        },
      );
      cache.delete(domain);
      cache.set(domain, fresh);
      entry = fresh;
    }
    entry.context.then(
      (context) => {
        const chosen = context ?? options.fallback;
        if (chosen) cb(null, chosen);
        else cb(new Error(`no certificate for ${domain}`));
      },
      (error: unknown) => {
        options.onError?.(error, domain);
        if (options.fallback) cb(null, options.fallback);
        else cb(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }) as SniCallback;
  callback.invalidate = (domain) => {
    if (domain === undefined) cache.clear();
    else cache.delete(domain.toLowerCase());
  };
  return callback;
}
