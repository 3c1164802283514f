import { errorCodes } from '@sitewright/contract/paths';
import { type AddBlockIpBody, BLOCKED_IP_NOTE_MAX, normalizeCidr } from '@sitewright/contract';
import { isApiError } from '../../shared/api/api-error.ts';

export { BLOCKED_IP_NOTE_MAX };

export interface BlockIpValues {
  ip: string;
  note: string;
}

/** The address or range as it will be stored (`203.0.113.0/24`), or null when it is neither. */
export function blockedRangeOf(input: string): string | null {
  return normalizeCidr(input);
}

export function toBlockIpBody(
  websiteId: number,
  values: BlockIpValues,
  confirmOwnAddress = false,
): AddBlockIpBody {
  const body: AddBlockIpBody = { website_id: websiteId, ip: values.ip.trim(), note: values.note.trim() };
  if (confirmOwnAddress) body.confirm_own_address = true;
  return body;
}

/** The operator's address and the range holding it, when a block was refused as the operator's own. */
export function ownAddressOf(error: unknown): { ip: string; cidr: string } | null {
  if (!isApiError(error) || error.code !== errorCodes.IP_BLOCKS_OWN_ADDRESS) return null;
  const data = error.data as { ip?: unknown; cidrs?: unknown } | null;
  const cidr = Array.isArray(data?.cidrs) ? data.cidrs[0] : undefined;
  return { ip: typeof data?.ip === 'string' ? data.ip : '', cidr: typeof cidr === 'string' ? cidr : '' };
}

/** A single address (/32, /128) reads as the address; a range keeps its prefix. */
export function displayCidr(cidr: string): string {
  if (cidr.endsWith('/32') && !cidr.includes(':')) return cidr.slice(0, -3);
  if (cidr.endsWith('/128') && cidr.includes(':')) return cidr.slice(0, -4);
  return cidr;
}

/** Refusals shown under the address field rather than in a toast. */
export const BLOCK_IP_ERROR_CODES: readonly number[] = [
  errorCodes.IP_ALREADY_BLOCKED,
  errorCodes.BLOCKED_IPS_TOO_MANY,
  errorCodes.VALIDATION,
  // Answered with a question: block anyway?
  errorCodes.IP_BLOCKS_OWN_ADDRESS,
];
