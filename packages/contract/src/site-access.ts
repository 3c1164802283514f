import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { gatedCalls, ROLES } from './roles.ts';
import { SiteLang } from './page.ts';

// ---------------------------------------------------------------------------------------------
// IP addresses. One parser serves the admin's validation and the site server's per-request checks,
// so it writes into a caller-owned buffer instead of allocating.
// ---------------------------------------------------------------------------------------------

/** Parsed as a plain IPv4 address (dotted quad). */
export const IP_V4 = 4;
/** Parsed as an IPv6 address (which may still be an IPv4-mapped one, `::ffff:a.b.c.d`). */
export const IP_V6 = 6;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/**
 * A dotted quad between `start` and `end` as an unsigned 32-bit number, or -1. Strict: four
 * decimal parts 0-255 without leading zeros, since `010` means 8 to some tools and 10 to others.
 */
export function parseIpv4Range(text: string, start: number, end: number): number {
  let value = 0;
  let parts = 0;
  let i = start;
  while (parts < 4) {
    let part = 0;
    let digits = 0;
    const first = i;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) break;
      part = part * 10 + (c - 48);
      digits++;
      i++;
    }
    if (digits === 0 || digits > 3 || part > 255) return -1;
    if (digits > 1 && text.charCodeAt(first) === 48) return -1;
    value = value * 256 + part;
    parts++;
    if (parts < 4) {
      if (i >= end || text.charCodeAt(i) !== 46) return -1;
      i++;
    }
  }
  return i === end ? value : -1;
}

/**
 * Parses an IPv4 or IPv6 address into eight 16-bit groups; a plain IPv4 address is written as its
 * IPv4-mapped IPv6 form (`::ffff:a.b.c.d`), so both spellings of one address compare equal.
 * Answers IP_V4, IP_V6, or 0 when the text is not an address. A zone (`fe80::1%eth0`) is ignored
 * when `allowZone` is set and refused otherwise.
 */
export function parseIpInto(text: string, out: Uint16Array, allowZone = false): number {
  let end = text.length;
  if (end === 0 || end > 64) return 0;
  let colon = false;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) colon = true;
    else if (c === 37) {
      if (!allowZone || i === 0) return 0;
      end = i;
      break;
    }
  }
  if (!colon) {
    if (end !== text.length) return 0;
    const v4 = parseIpv4Range(text, 0, end);
    if (v4 < 0) return 0;
    // Plain writes: TypedArray#fill costs more than the whole parse on this path.
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    out[3] = 0;
    out[4] = 0;
    out[5] = 0xffff;
    out[6] = v4 >>> 16;
    out[7] = v4 & 0xffff;
    return IP_V4;
  }
  let n = 0;
  let gap = -1;
  let i = 0;
  if (text.charCodeAt(0) === 58) {
    if (text.charCodeAt(1) !== 58) return 0;
    gap = 0;
    i = 2;
  }
  while (i < end) {
    let value = 0;
    let j = i;
    while (j < end) {
      const h = hexValue(text.charCodeAt(j));
      if (h < 0) break;
      value = value * 16 + h;
      j++;
    }
    const digits = j - i;
    if (j < end && text.charCodeAt(j) === 46) {
      // An embedded IPv4 address takes the last two groups.
      if (n > 6) return 0;
      const v4 = parseIpv4Range(text, i, end);
      if (v4 < 0) return 0;
      out[n++] = v4 >>> 16;
      out[n++] = v4 & 0xffff;
      i = end;
      break;
    }
    if (digits === 0 || digits > 4 || n >= 8) return 0;
    out[n++] = value;
    if (j === end) {
      i = end;
      break;
    }
    if (text.charCodeAt(j) !== 58) return 0;
    j++;
    if (j < end && text.charCodeAt(j) === 58) {
      if (gap >= 0) return 0;
      gap = n;
      j++;
    } else if (j === end) return 0;
    i = j;
  }
  if (gap >= 0) {
    // `::` stands for at least one group of zeros.
    if (n > 7) return 0;
    const tail = n - gap;
    for (let k = 0; k < tail; k++) out[7 - k] = out[n - 1 - k] as number;
    for (let k = gap; k < 8 - tail; k++) out[k] = 0;
  } else if (n !== 8) return 0;
  return IP_V6;
}

/** Whether eight groups are an IPv4-mapped IPv6 address (`::ffff:0:0/96`). */
export function isIpv4Mapped(groups: Uint16Array): boolean {
  return (
    groups[0] === 0 &&
    groups[1] === 0 &&
    groups[2] === 0 &&
    groups[3] === 0 &&
    groups[4] === 0 &&
    groups[5] === 0xffff
  );
}

/** RFC 5952 text of eight groups: lower case, the longest run of two or more zero groups as `::`. */
export function formatIpv6(groups: Uint16Array): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = (from: number, to: number) =>
    Array.from(groups.subarray(from, to), (g) => g.toString(16)).join(':');
  if (bestStart < 0) return hex(0, 8);
  return `${hex(0, bestStart)}::${hex(bestStart + bestLength, 8)}`;
}

/** Clears every bit past the first `prefix` bits of eight groups. */
function maskGroups(groups: Uint16Array, prefix: number): void {
  for (let g = 0; g < 8; g++) {
    const keep = Math.max(0, Math.min(16, prefix - g * 16));
    groups[g] = (groups[g] as number) & (keep === 0 ? 0 : (0xffff << (16 - keep)) & 0xffff);
  }
}

/**
 * The one spelling a blocked address or range is stored under: the network address, lower case,
 * always with a prefix (a single address gets /32 or /128), and IPv4-mapped IPv6 written as IPv4
 * when the range lies inside the mapped space. Answers null for anything else.
 */
export function normalizeCidr(input: string): string | null {
  const text = input.trim();
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const groups = new Uint16Array(8);
  const kind = parseIpInto(address, groups);
  if (kind === 0) return null;
  let prefix: number;
  const max = kind === IP_V4 ? 32 : 128;
  if (slash < 0) prefix = max;
  else {
    const digits = text.slice(slash + 1);
    if (!/^(0|[1-9][0-9]{0,2})$/.test(digits)) return null;
    prefix = Number(digits);
    if (prefix > max) return null;
  }
  // Work in the 128-bit space: an IPv4 prefix sits behind the 96 bits of `::ffff:0:0`.
  const prefix128 = kind === IP_V4 ? prefix + 96 : prefix;
  maskGroups(groups, prefix128);
  if (prefix128 >= 96 && isIpv4Mapped(groups)) {
    const a = groups[6] as number;
    const b = groups[7] as number;
    return `${a >>> 8}.${a & 0xff}.${b >>> 8}.${b & 0xff}/${prefix128 - 96}`;
  }
  return `${formatIpv6(groups)}/${prefix128}`;
}

/** An address or range as an operator types it, normalised (see normalizeCidr). */
export const BlockedCidr = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const cidr = normalizeCidr(value);
    if (cidr === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Expected an IPv4 or IPv6 address or a range such as 203.0.113.0/24 or 2001:db8::/32',
      });
      return z.NEVER;
    }
    return cidr;
  });

/** Most addresses or ranges one website may block (1322); ranges cover the rest. */
export const BLOCKED_IPS_MAX = 1000;
export const BLOCKED_IP_NOTE_MAX = 200;

const BlockedNote = z.string().trim().max(BLOCKED_IP_NOTE_MAX).default('');

export const BlockedIp = z.object({
  id: z.number().int(),
  /** Normalised: `203.0.113.0/24`, `2001:db8::/32`, `198.51.100.7/32`. */
  cidr: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type BlockedIp = z.infer<typeof BlockedIp>;

export const BlockIpsQuery = z.object({ website_id: Id });

export const SaveBlockIpsBody = z.object({
  website_id: Id,
  /** The whole list; an address given twice is kept once (with the first note that is not empty). */
  ips: z.array(z.object({ cidr: BlockedCidr, note: BlockedNote })).max(BLOCKED_IPS_MAX * 2),
  /** The operator has seen the IP_BLOCKS_OWN_ADDRESS warning and blocks the range anyway. */
  confirm_own_address: z.boolean().default(false),
});
export type SaveBlockIpsBody = z.input<typeof SaveBlockIpsBody>;

export const AddBlockIpBody = z.object({
  website_id: Id,
  ip: BlockedCidr,
  note: BlockedNote,
  /** The operator has seen the IP_BLOCKS_OWN_ADDRESS warning and blocks the range anyway. */
  confirm_own_address: z.boolean().default(false),
});
export type AddBlockIpBody = z.input<typeof AddBlockIpBody>;

export const DelBlockIpQuery = z.object({ website_id: Id, id: Id });

export const BlockedIpList = z.object({ list: z.array(BlockedIp) });
export type BlockedIpList = z.infer<typeof BlockedIpList>;

export const blockIpCalls = gatedCalls([ROLES.pageWebSet], {
  list: defineCall({
    method: 'GET',
    path: '/api/website/block_ips',
    query: BlockIpsQuery,
    data: BlockedIpList,
  }),
  /** Replaces the website's whole list. */
  save: defineCall({
    method: 'POST',
    path: '/api/website/block_ips',
    body: SaveBlockIpsBody,
    data: BlockedIpList,
  }),
  /** Adds one address or range; one already blocked is refused (1321). */
  add: defineCall({ method: 'POST', path: '/api/website/block_ip', body: AddBlockIpBody, data: BlockedIp }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/block_ip',
    query: DelBlockIpQuery,
    data: z.object({ id: z.number().int() }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Geo-redirect rules
// ---------------------------------------------------------------------------------------------

/** ISO 3166-1 alpha-2 codes (all 249 officially assigned). */
// biome-ignore format: rows of sixteen codes read better than one code per line
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(code: string): code is CountryCode {
  return COUNTRY_SET.has(code);
}

/** A country code, accepted in either case and kept upper case. */
export const CountryCodeInput = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, { message: 'Expected an ISO 3166-1 alpha-2 country code such as DE or CN' });

export const GEO_TARGET_KIND_VALUES = ['url', 'lang'] as const;
export const GEO_MODE_VALUES = ['redirect', 'suggest'] as const;
/** Most rules one website may have (1326). */
export const GEO_RULES_MAX = 200;
export const GEO_URL_MAX = 2000;

/** The WHATWG URL parser of browsers and Node; the contract compiles without DOM or Node types. */
declare const URL: new (
  input: string,
) => { protocol: string; hostname: string; username: string; password: string; href: string };

/** An absolute http(s) URL without credentials, as the URL parser writes it; null for anything else. */
export function normalizeGeoUrl(value: string): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

const SITE_LANG_SET: ReadonlySet<string> = new Set(SiteLang.options);

export const GeoRuleInput = z
  .object({
    countries: z.array(CountryCodeInput).min(1).max(COUNTRY_CODES.length),
    target_kind: z.enum(GEO_TARGET_KIND_VALUES),
    /** An http(s) URL, or one of the website's languages (checked by the server: 1324). */
    target: z.string().trim().min(1).max(GEO_URL_MAX),
    mode: z.enum(GEO_MODE_VALUES).default('redirect'),
  })
  .transform((rule, ctx) => {
    let target: string | null = rule.target;
    if (rule.target_kind === 'url') target = normalizeGeoUrl(rule.target);
    else if (!SITE_LANG_SET.has(rule.target)) target = null;
    if (target === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message:
          rule.target_kind === 'url'
            ? 'Expected an http:// or https:// address without a user name or password'
            : 'Expected a site language code such as en or de',
      });
      return z.NEVER;
    }
    return {
      countries: [...new Set(rule.countries)],
      target_kind: rule.target_kind,
      target,
      mode: rule.mode,
    };
  });
export type GeoRuleInput = z.input<typeof GeoRuleInput>;

export const GeoRule = z.object({
  id: z.number().int(),
  countries: z.array(z.string()),
  target_kind: z.enum(GEO_TARGET_KIND_VALUES),
  target: z.string(),
  mode: z.enum(GEO_MODE_VALUES),
  /** 0-based; the first rule listing a visitor's country decides. */
  position: z.number().int(),
});
export type GeoRule = z.infer<typeof GeoRule>;

export const GeoRulesQuery = z.object({ website_id: Id });

export const SaveGeoRulesBody = z.object({
  website_id: Id,
  /** The whole ordered rule set; an empty list removes every rule. */
  rules: z.array(GeoRuleInput).max(GEO_RULES_MAX * 2),
});
export type SaveGeoRulesBody = z.input<typeof SaveGeoRulesBody>;

export const DelGeoRuleQuery = z.object({ website_id: Id, id: Id });

export const GeoRuleList = z.object({ list: z.array(GeoRule) });
export type GeoRuleList = z.infer<typeof GeoRuleList>;

/** Why a rule set was refused (data of 1323 and 1325): the rules by 0-based index, and the country. */
export const GeoRuleProblem = z.object({
  country: z.string(),
  rules: z.array(z.number().int()),
  message: z.string(),
});
export type GeoRuleProblem = z.infer<typeof GeoRuleProblem>;

export const geoRuleCalls = gatedCalls([ROLES.pageWebSet], {
  list: defineCall({
    method: 'GET',
    path: '/api/website/geo-redirect-rules',
    query: GeoRulesQuery,
    data: GeoRuleList,
  }),
  /** Replaces the website's whole ordered rule set; loops (1323) and repeated countries (1325) are refused. */
  save: defineCall({
    method: 'POST',
    path: '/api/website/geo-redirect-rules',
    body: SaveGeoRulesBody,
    data: GeoRuleList,
  }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/geo-redirect-rules',
    query: DelGeoRuleQuery,
    data: z.object({ id: z.number().int() }),
  }),
});
