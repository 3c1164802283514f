import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { CertificateInfo, CertificateStatus } from '@sitewright/contract';
import { createSecureContext } from 'node:tls';
import { AppError } from '../../lib/app-error.ts';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----\r?\n[\s\S]+?-----END CERTIFICATE-----/g;
const DAY_MS = 86_400_000;

/** An uploaded chain and key that passed every check, ready to store. */
export interface CheckedCertificate {
  /** The certificate blocks only, leaf first, one per line break (anything else pasted is dropped). */
  chainPem: string;
  /** The key re-exported as PKCS#8 PEM, to be encrypted before it is stored. */
  keyPem: string;
  issuer: string;
  subject: string;
  validFrom: Date;
  validTo: Date;
}

/** A distinguished name as one line: `C=US, O=Example, CN=example.com`. */
function oneLine(name: string): string {
  return name
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The certificates of a PEM chain, leaf first; CERTIFICATE_INVALID when none can be read. */
export function parseChain(pem: string): X509Certificate[] {
  const blocks = pem.match(PEM_CERTIFICATE) ?? [];
  if (blocks.length === 0) throw new AppError('CERTIFICATE_INVALID', { data: { reason: 'no_certificate' } });
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch (cause) {
    throw new AppError('CERTIFICATE_INVALID', { data: { reason: 'unreadable' }, cause });
  }
}

function parseKey(pem: string): KeyObject {
  try {
    return createPrivateKey({ key: pem, format: 'pem' });
  } catch (cause) {
    // Encrypted keys, public keys and garbage alike: the operator must paste the plain private key.
    throw new AppError('PRIVATE_KEY_INVALID', { cause });
  }
}

/**
 * Checks an upload for a bound domain: the chain reads and is in order (each certificate issued by
 * the next), the key is the leaf's, the leaf covers the domain (wildcards included) and is valid now.
 */
export function checkUpload(
  input: { certificate: string; privateKey: string; domain: string },
  now: Date = new Date(),
): CheckedCertificate {
  const chain = parseChain(input.certificate);
  for (let i = 0; i + 1 < chain.length; i++) {
    const [child, parent] = [chain[i], chain[i + 1]];
    if (child && parent && !child.checkIssued(parent)) {
      throw new AppError('CERTIFICATE_INVALID', { data: { reason: 'chain_order' } });
    }
  }
  const leaf = chain[0] as X509Certificate;
  const key = parseKey(input.privateKey);
  if (!leaf.checkPrivateKey(key)) throw new AppError('CERTIFICATE_KEY_MISMATCH');
  if (leaf.checkHost(input.domain) === undefined) {
    throw new AppError('CERTIFICATE_DOMAIN_MISMATCH', { data: { names: namesOf(leaf) } });
  }
  if (leaf.validToDate <= now || leaf.validFromDate > now) {
    throw new AppError('CERTIFICATE_EXPIRED', {
      data: { valid_from: leaf.validFromDate.toISOString(), valid_to: leaf.validToDate.toISOString() },
    });
  }
  const chainPem = chain.map((c) => c.toString().trim()).join('\n');
  const keyPem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // What the TLS server will do with it at the handshake: refuses e.g. keys too weak to serve.
    createSecureContext({ cert: chainPem, key: keyPem });
  } catch (cause) {
    const detail = String((cause as { code?: unknown }).code ?? 'refused');
    throw new AppError('CERTIFICATE_INVALID', { data: { reason: 'tls_refused', detail }, cause });
  }
  return {
    chainPem,
    keyPem,
    issuer: oneLine(leaf.issuer),
    subject: oneLine(leaf.subject),
    validFrom: leaf.validFromDate,
    validTo: leaf.validToDate,
  };
}

/** The DNS names of a certificate's subjectAltName (the subject's CN when it has none). */
export function namesOf(cert: X509Certificate): string[] {
  const san = cert.subjectAltName;
  if (san) {
    return san
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.startsWith('DNS:'))
      .map((s) => s.slice(4));
  }
  const cn = /^CN=(.+)$/m.exec(cert.subject)?.[1];
  return cn ? [cn] : [];
}

/** A stored certificate as it stands for a domain today. */
export interface StoredCertificate {
  domain: string;
  certificatePem: string;
  issuer: string;
  subject: string;
  validFrom: Date;
  validTo: Date;
}

function leafOf(row: StoredCertificate): X509Certificate | undefined {
  try {
    return parseChain(row.certificatePem)[0];
  } catch {
    return undefined;
  }
}

/** The facts of a stored certificate, judged at `now` for its domain (never anything of the key). */
export function describeCertificate(row: StoredCertificate, now: Date = new Date()): CertificateInfo {
  const leaf = leafOf(row);
  const covers = leaf !== undefined && leaf.checkHost(row.domain) !== undefined;
  return {
    domain: row.domain,
    status: certificateStatus(row, now, covers),
    issuer: row.issuer,
    subject: row.subject,
    names: leaf ? namesOf(leaf) : [],
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    covers_domain: covers,
    days_left: Math.floor((row.validTo.getTime() - now.getTime()) / DAY_MS),
  };
}

function certificateStatus(row: StoredCertificate, now: Date, covers: boolean): CertificateStatus {
  if (row.validTo <= now || row.validFrom > now) return 'expired';
  return covers ? 'valid' : 'mismatch';
}
