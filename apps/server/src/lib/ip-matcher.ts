import { IP_V4, isIpv4Mapped, parseIpInto } from '@sitewright/contract';

/**
 * Per-request check of a visitor's address against a website's blocked addresses and ranges.
 *
 * Compiled once per list change into merged, sorted ranges held in typed arrays; a check parses
 * the address into a reused buffer and binary-searches, so it allocates nothing.
 *
 * IPv4 and IPv4-mapped IPv6 (`::ffff:a.b.c.d`, how Node reports IPv4 peers on a dual-stack
 * socket) are one address space here: every rule is seen as a range of 128-bit addresses with IPv4
 * at `::ffff:0:0/96`; the part of a rule inside that space goes to the IPv4 table, the rest to the
 * IPv6 table. So `203.0.113.0/24` blocks `::ffff:203.0.113.9`, `::ffff:203.0.113.9` blocks
 * `203.0.113.9`, and `::/0` blocks every IPv4 visitor too.
 */

const MAPPED_START = 0xffffn << 32n;
const MAPPED_END = MAPPED_START | 0xffffffffn;
const ALL_ONES_128 = (1n << 128n) - 1n;

interface Range {
  start: bigint;
  end: bigint;
}

/** The 128-bit range of one rule, or null for a rule that is not an address or range. */
function ruleRange(rule: string): Range | null {
  const text = rule.trim();
  const slash = text.indexOf('/');
  const groups = new Uint16Array(8);
  const kind = parseIpInto(slash < 0 ? text : text.slice(0, slash), groups);
  if (kind === 0) return null;
  let prefix = kind === IP_V4 ? 32 : 128;
  if (slash >= 0) {
    const digits = text.slice(slash + 1);
    if (!/^(0|[1-9][0-9]{0,2})$/.test(digits) || Number(digits) > prefix) return null;
    prefix = Number(digits);
  }
  if (kind === IP_V4) prefix += 96;
  let value = 0n;
  for (const g of groups) value = (value << 16n) | BigInt(g);
  const hostBits = ALL_ONES_128 >> BigInt(prefix);
  const start = value & ~hostBits & ALL_ONES_128;
  return { start, end: start | hostBits };
}

/** Sorted, with overlapping and touching ranges joined. */
function merge(ranges: Range[]): Range[] {
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: Range[] = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end + 1n) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ ...r });
  }
  return out;
}

/** The last index whose start is at most `value`, or -1 (starts are sorted). */
export function lastStartAtMost(starts: Uint32Array, value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((starts[mid] as number) <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Compares the 128-bit value at `words[4i..4i+4)` with the scratch address; <0, 0 or >0. */
function compareAt(words: Uint32Array, index: number, address: Uint32Array): number {
  const base = index * 4;
  for (let k = 0; k < 4; k++) {
    const a = words[base + k] as number;
    const b = address[k] as number;
    if (a !== b) return a < b ? -1 : 1;
  }
  return 0;
}

function toWords(values: bigint[]): Uint32Array {
  const words = new Uint32Array(values.length * 4);
  values.forEach((v, i) => {
    for (let k = 0; k < 4; k++) words[i * 4 + k] = Number((v >> BigInt(96 - 32 * k)) & 0xffffffffn);
  });
  return words;
}

/** Ranges compiled for lookups of an already parsed address (see compileIpBlockList). */
export interface IpRangeSet {
  /** An IPv4 address (or the IPv4 part of a mapped one) as an unsigned 32-bit number. */
  hasV4(value: number): boolean;
  /** An IPv6 address outside the mapped space as four big-endian 32-bit words. */
  hasV6(words: Uint32Array): boolean;
}

const EMPTY_SET: IpRangeSet = { hasV4: () => false, hasV6: () => false };

/** The ranges of `cidrs` (entries that are not addresses or ranges are skipped). */
export function compileIpRanges(cidrs: readonly string[]): IpRangeSet {
  const ranges: Range[] = [];
  for (const cidr of cidrs) {
    const range = ruleRange(cidr);
    if (range) ranges.push(range);
  }
  if (ranges.length === 0) return EMPTY_SET;
  const v4: Range[] = [];
  const v6: Range[] = [];
  for (const r of merge(ranges)) {
    if (r.end >= MAPPED_START && r.start <= MAPPED_END) {
      const start = r.start > MAPPED_START ? r.start : MAPPED_START;
      const end = r.end < MAPPED_END ? r.end : MAPPED_END;
      v4.push({ start: start - MAPPED_START, end: end - MAPPED_START });
    }
    // Mapped addresses are always looked up as IPv4, so the mapped part is not needed here.
    if (r.start < MAPPED_START || r.end > MAPPED_END) v6.push(r);
  }
  const v4Starts = Uint32Array.from(v4, (r) => Number(r.start));
  const v4Ends = Uint32Array.from(v4, (r) => Number(r.end));
  const v6Starts = toWords(v6.map((r) => r.start));
  const v6Ends = toWords(v6.map((r) => r.end));
  const v6Count = v6.length;
  return {
    hasV4(value) {
      const i = lastStartAtMost(v4Starts, value);
      return i >= 0 && value <= (v4Ends[i] as number);
    },
    hasV6(words) {
      let lo = 0;
      let hi = v6Count - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (compareAt(v6Starts, mid, words) <= 0) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      return found >= 0 && compareAt(v6Ends, found, words) >= 0;
    },
  };
}

/** An address parsed for range lookups: kind 0 (not an address), 4 (IPv4 or mapped) or 6. */
export interface ParsedAddress {
  kind: 0 | 4 | 6;
  v4: number;
  /** Four big-endian 32-bit words, for kind 6. */
  words: Uint32Array;
}

/**
 * Parses into `into` (reused by the caller, so nothing is allocated). IPv4-mapped IPv6 comes out
 * as kind 4; a zone (`fe80::1%eth0`) is ignored.
 */
export function parseAddress(ip: string, groups: Uint16Array, into: ParsedAddress): ParsedAddress {
  const kind = parseIpInto(ip, groups, true);
  if (kind === 0) into.kind = 0;
  else if (kind === IP_V4 || isIpv4Mapped(groups)) {
    into.kind = 4;
    into.v4 = (groups[6] as number) * 0x10000 + (groups[7] as number);
  } else {
    into.kind = 6;
    for (let k = 0; k < 4; k++)
      into.words[k] = (groups[2 * k] as number) * 0x10000 + (groups[2 * k + 1] as number);
  }
  return into;
}

/** Scratch for the address being checked; checks run one at a time on a thread. */
const scratchGroups = new Uint16Array(8);
const scratch: ParsedAddress = { kind: 0, v4: 0, words: new Uint32Array(4) };

/**
 * A check answering whether an address is blocked by any of `cidrs` (addresses or ranges, IPv4 or
 * IPv6, normalised or not; entries that are not addresses are skipped). Anything that is not an
 * address (an empty string, a host name) is answered false: the caller decides what to do with it.
 */
export function compileIpBlockList(cidrs: readonly string[]): (ip: string) => boolean {
  const set = compileIpRanges(cidrs);
  if (set === EMPTY_SET) return () => false;
  return (ip: string): boolean => {
    const address = parseAddress(ip, scratchGroups, scratch);
    if (address.kind === 4) return set.hasV4(address.v4);
    if (address.kind === 6) return set.hasV6(address.words);
    return false;
  };
}
