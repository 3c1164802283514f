import { errorCodes } from '@sitewright/contract/paths';
import type { CertificateStatus, HostEntry, SaveSslBody } from '@sitewright/contract';
import { isApiError } from '../../shared/api/api-error.ts';

/**
 * A domain as operators paste it, reduced to the host name the server expects: a pasted address
 * (`https://www.example.com/about`) keeps only its host; the server does the real checks (1301).
 */
export function domainFromInput(input: string): string {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.replace(/[/?#].*$/, '');
  text = text.replace(/\.$/, '');
  return text;
}

/** The bound domains of a host list (the fixed domain is listed apart). */
export function boundHosts(hosts: readonly HostEntry[]): HostEntry[] {
  return hosts.filter((h) => !h.fixed);
}

export function fixedHost(hosts: readonly HostEntry[]): HostEntry | undefined {
  return hosts.find((h) => h.fixed);
}

/** Tag colour of a certificate status. */
export const STATUS_COLOR: Record<CertificateStatus, string> = {
  none: 'default',
  valid: 'success',
  expired: 'error',
  mismatch: 'warning',
};

/** The expiry as a date (YYYY-MM-DD), or '' without a certificate. */
export function expiryDate(validTo: string | null): string {
  if (!validTo) return '';
  const date = new Date(validTo);
  return Number.isNaN(date.getTime()) ? validTo : date.toISOString().slice(0, 10);
}

export interface CertificateValues {
  certificate: string;
  private_key: string;
}

export type CertificateField = keyof CertificateValues;

const CERT_BEGIN = '-----BEGIN CERTIFICATE-----';
const KEY_BEGIN = /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/;

/** Which field a pasted PEM text is wrong for, before the round trip; null when both look right. */
export function certificateInputProblem(values: CertificateValues): CertificateField | null {
  if (!values.certificate.includes(CERT_BEGIN)) return 'certificate';
  if (!KEY_BEGIN.test(values.private_key)) return 'private_key';
  return null;
}

export function toSaveSslBody(websiteId: number, domain: string, values: CertificateValues): SaveSslBody {
  // PEM is line-based: surrounding blanks are noise from copying, inner text is kept as pasted.
  return {
    website_id: websiteId,
    domain,
    certificate: values.certificate.trim(),
    private_key: values.private_key.trim(),
  };
}

/** The certificate refusals (1305-1309) and the field each one concerns. */
export const CERTIFICATE_ERROR_FIELDS: ReadonlyMap<number, CertificateField> = new Map([
  [errorCodes.CERTIFICATE_INVALID, 'certificate'],
  [errorCodes.PRIVATE_KEY_INVALID, 'private_key'],
  [errorCodes.CERTIFICATE_KEY_MISMATCH, 'private_key'],
  [errorCodes.CERTIFICATE_DOMAIN_MISMATCH, 'certificate'],
  [errorCodes.CERTIFICATE_EXPIRED, 'certificate'],
]);

export const CERTIFICATE_ERROR_CODES: readonly number[] = [...CERTIFICATE_ERROR_FIELDS.keys()];

/** A certificate refusal as a message on the field it concerns; null for any other failure. */
export function certificateFieldError(error: unknown): { name: CertificateField; errors: string[] } | null {
  if (!isApiError(error)) return null;
  const field = CERTIFICATE_ERROR_FIELDS.get(error.code);
  return field ? { name: field, errors: [error.message] } : null;
}

/** The bind refusals shown under the domain field rather than in a toast. */
export const BIND_ERROR_CODES: readonly number[] = [
  errorCodes.DOMAIN_INVALID,
  errorCodes.DOMAIN_BOUND_ELSEWHERE,
  errorCodes.DOMAIN_LIMIT,
  errorCodes.VALIDATION,
];
