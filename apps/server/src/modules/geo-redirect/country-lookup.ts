import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseIpInto } from '@sitewright/contract';
import { compileIpRanges, lastStartAtMost, type ParsedAddress, parseAddress } from '../../lib/ip-matcher.ts';

/**
 * Visitor address → ISO 3166-1 alpha-2 country, from the IP-to-country CSV files shipped in the
 * `@ip-location-db/geo-whois-asn-country` npm package (nothing is downloaded at install or run time).
 *
 * The files list inclusive ranges. They are read once into sorted typed arrays of range starts,
 * each with a small country index (0 where no range covers the space up to the next start), so a
 * lookup is one binary search without allocation. IPv4 uses 32-bit starts; IPv6 four 32-bit words
 * per start. IPv4-mapped IPv6 addresses are looked up as IPv4.
 *
 * Licence: the package is published as CC0-1.0; its README and NRO_LICENSE file say the WHOIS and
 * ASN data it merges comes from the five regional internet registries under CC BY 4.0 with
 * attribution to the Number Resource Organization (nro.net), so the product credits NRO for the
 * country data.
 */

const PACKAGE = '@ip-location-db/geo-whois-asn-country';
const IPV4_FILE = 'geo-whois-asn-country-ipv4-num.csv';
const IPV6_FILE = 'geo-whois-asn-country-ipv6.csv';

export interface CountryDatabase {
  v4Starts: Uint32Array;
  v4Countries: Uint8Array;
  /** Four big-endian 32-bit words per start. */
  v6Starts: Uint32Array;
  v6Countries: Uint8Array;
  /** Index → country code; index 0 is "no country". */
  codes: readonly string[];
}

function dataDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve(`${PACKAGE}/package.json`));
}

/** Grows typed arrays as lines are read; the files have a few hundred thousand lines each. */
class Builder {
  starts: Uint32Array;
  countries: Uint8Array;
  length = 0;
  constructor(
    readonly words: number,
    capacity: number,
  ) {
    this.starts = new Uint32Array(capacity * words);
    this.countries = new Uint8Array(capacity);
  }
  push(start: ArrayLike<number>, country: number): void {
    if (this.length === this.countries.length) {
      const starts = new Uint32Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
      const countries = new Uint8Array(this.countries.length * 2);
      countries.set(this.countries);
      this.countries = countries;
    }
    for (let k = 0; k < this.words; k++) this.starts[this.length * this.words + k] = start[k] as number;
    this.countries[this.length++] = country;
  }
  lastCountry(): number {
    return this.length === 0 ? -1 : (this.countries[this.length - 1] as number);
  }
  finish(): { starts: Uint32Array; countries: Uint8Array } {
    return {
      starts: this.starts.slice(0, this.length * this.words),
      countries: this.countries.slice(0, this.length),
    };
  }
}

function codeIndex(codes: string[], byCode: Map<string, number>, code: string): number {
  let index = byCode.get(code);
  if (index === undefined) {
    index = codes.length;
    if (index > 255) throw new Error(`${PACKAGE}: more than 255 country codes`);
    codes.push(code);
    byCode.set(code, index);
  }
  return index;
}

/** Adds one to a 128-bit value in four words; answers false when it wraps past the last address. */
function increment(words: Uint32Array): boolean {
  for (let k = 3; k >= 0; k--) {
    const next = ((words[k] as number) + 1) >>> 0;
    words[k] = next;
    if (next !== 0) return true;
  }
  return false;
}

function compareWords(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let k = 0; k < 4; k++) {
    if (a[k] !== b[k]) return (a[k] as number) < (b[k] as number) ? -1 : 1;
  }
  return 0;
}

/** Builds the lookup tables from the text of the two CSV files (`start,end,CC` lines). */
export function buildCountryDatabase(ipv4NumCsv: string, ipv6Csv: string): CountryDatabase {
  const codes = [''];
  const byCode = new Map<string, number>();

  const v4 = new Builder(1, 1 << 16);
  const one = new Uint32Array(1);
  let next4 = 0; // the first address not yet covered
  for (let pos = 0; pos < ipv4NumCsv.length; ) {
    let eol = ipv4NumCsv.indexOf('\n', pos);
    if (eol < 0) eol = ipv4NumCsv.length;
    const c1 = ipv4NumCsv.indexOf(',', pos);
    const c2 = ipv4NumCsv.indexOf(',', c1 + 1);
    if (c1 > pos && c2 > c1 && c2 < eol) {
      const start = Number(ipv4NumCsv.slice(pos, c1));
      const end = Number(ipv4NumCsv.slice(c1 + 1, c2));
      const country = codeIndex(codes, byCode, ipv4NumCsv.slice(c2 + 1, c2 + 3));
      if (start >= next4 && end >= start && end <= 0xffffffff) {
        if (start > next4 && v4.lastCountry() !== 0) {
          one[0] = next4;
          v4.push(one, 0);
        }
        if (v4.lastCountry() !== country || start > next4) {
          one[0] = start;
          v4.push(one, country);
        }
        next4 = end + 1;
      }
    }
    pos = eol + 1;
  }
  if (next4 <= 0xffffffff && v4.lastCountry() > 0) {
    one[0] = next4;
    v4.push(one, 0);
  }

  const v6 = new Builder(4, 1 << 16);
  const groups = new Uint16Array(8);
  const start = new Uint32Array(4);
  const end = new Uint32Array(4);
  const next6 = new Uint32Array(4);
  let full = false; // the last address was covered
  for (let pos = 0; pos < ipv6Csv.length && !full; ) {
    let eol = ipv6Csv.indexOf('\n', pos);
    if (eol < 0) eol = ipv6Csv.length;
    const c1 = ipv6Csv.indexOf(',', pos);
    const c2 = ipv6Csv.indexOf(',', c1 + 1);
    if (c1 > pos && c2 > c1 && c2 < eol) {
      const ok =
        parseIpInto(ipv6Csv.slice(pos, c1), groups) !== 0 &&
        toWords(groups, start) &&
        parseIpInto(ipv6Csv.slice(c1 + 1, c2), groups) !== 0 &&
        toWords(groups, end);
      if (ok && compareWords(start, next6) >= 0 && compareWords(end, start) >= 0) {
        const country = codeIndex(codes, byCode, ipv6Csv.slice(c2 + 1, c2 + 3));
        const gap = compareWords(start, next6) > 0;
        if (gap && v6.lastCountry() !== 0) v6.push(next6, 0);
        if (v6.lastCountry() !== country || gap) v6.push(start, country);
        next6.set(end);
        full = !increment(next6);
      }
    }
    pos = eol + 1;
  }
  if (!full && v6.lastCountry() > 0) v6.push(next6, 0);

  const t4 = v4.finish();
  const t6 = v6.finish();
  return {
    v4Starts: t4.starts,
    v4Countries: t4.countries,
    v6Starts: t6.starts,
    v6Countries: t6.countries,
    codes,
  };
}

function toWords(groups: Uint16Array, out: Uint32Array): true {
  for (let k = 0; k < 4; k++) out[k] = (groups[2 * k] as number) * 0x10000 + (groups[2 * k + 1] as number);
  return true;
}

let database: CountryDatabase | undefined;
let loading: Promise<CountryDatabase> | undefined;

/** Facts about the last load, for logs and benchmarks. */
export let countryDatabaseStats: {
  ms: number;
  ipv4Ranges: number;
  ipv6Ranges: number;
  bytes: number;
} | null = null;

function install(db: CountryDatabase, startedAt: number): CountryDatabase {
  database = db;
  countryDatabaseStats = {
    ms: Math.round(performance.now() - startedAt),
    ipv4Ranges: db.v4Countries.length,
    ipv6Ranges: db.v6Countries.length,
    bytes:
      db.v4Starts.byteLength + db.v4Countries.byteLength + db.v6Starts.byteLength + db.v6Countries.byteLength,
  };
  return db;
}

/**
 * Reads the database without blocking the event loop on file reads; call it at start-up so the
 * first visitor does not wait. Safe to call more than once.
 */
export function loadCountryDatabase(): Promise<CountryDatabase> {
  if (database) return Promise.resolve(database);
  loading ??= (async () => {
    const startedAt = performance.now();
    const dir = dataDir();
    const [v4, v6] = await Promise.all([
      readFile(join(dir, IPV4_FILE), 'latin1'),
      readFile(join(dir, IPV6_FILE), 'latin1'),
    ]);
    return database ?? install(buildCountryDatabase(v4, v6), startedAt);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The database, read synchronously on first use when loadCountryDatabase has not finished. */
function currentDatabase(): CountryDatabase {
  if (database) return database;
  const startedAt = performance.now();
  const dir = dataDir();
  return install(
    buildCountryDatabase(
      readFileSync(join(dir, IPV4_FILE), 'latin1'),
      readFileSync(join(dir, IPV6_FILE), 'latin1'),
    ),
    startedAt,
  );
}

/**
 * Address space that belongs to no country (RFC 6890 special-purpose blocks, and in IPv6 all but
 * global unicast). The shipped data gives some of it a country (192.168.0.0/16 reads AU), which
 * would send a visitor behind a private proxy to the wrong place.
 */
const specialV4 = compileIpRanges([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
]);
/** Inside global unicast (2000::/3, the only IPv6 space looked up at all). */
const specialV6 = compileIpRanges(['2001::/23', '2001:db8::/32', '2002::/16']);

const scratchGroups = new Uint16Array(8);

/** compareWords for the start at `index` of a four-word table, without a view object per step. */
function compareStartAt(starts: Uint32Array, index: number, b: Uint32Array): number {
  const base = index * 4;
  for (let k = 0; k < 4; k++) {
    const x = starts[base + k] as number;
    const y = b[k] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The country code of a database entry at `index`, null for gaps. */
function codeAt(db: CountryDatabase, countries: Uint8Array, index: number): string | null {
  if (index < 0) return null;
  const code = db.codes[countries[index] as number];
  return code ? code : null;
}

const scratchAddress: ParsedAddress = { kind: 0, v4: 0, words: new Uint32Array(4) };

/** The visitor's country (ISO 3166-1 alpha-2, upper case), or null when unknown or not an address. */
export function lookupCountry(ip: string): string | null {
  const address = parseAddress(ip, scratchGroups, scratchAddress);
  if (address.kind === 0) return null;
  if (address.kind === 4) {
    const value = address.v4;
    if (specialV4.hasV4(value)) return null;
    const db = currentDatabase();
    return codeAt(db, db.v4Countries, lastStartAtMost(db.v4Starts, value));
  }
  const words = address.words;
  // Only global unicast (2000::/3) belongs to a country.
  if (((words[0] as number) & 0xe0000000) >>> 0 !== 0x20000000 || specialV6.hasV6(words)) return null;
  const db = currentDatabase();
  const starts = db.v6Starts;
  let lo = 0;
  let hi = db.v6Countries.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (compareStartAt(starts, mid, words) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return codeAt(db, db.v6Countries, found);
}
