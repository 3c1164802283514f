/**
 * Wall-clock times in a named time zone (IANA, `Europe/Berlin`), as meetings and their agendas
 * store them: the local date and time the organiser typed, and the zone it is in. The instant is
 * derived with the runtime's time-zone data (Intl), so daylight-saving changes follow the zone's
 * rules, not a fixed offset.
 */

/** `YYYY-MM-DDTHH:mm`, as a date-time input gives it. */
export const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether the runtime knows the zone (`Europe/Berlin`, `UTC`); offsets and abbreviations are not zones. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a real local date and time (no 31 February, no 24:00). */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATETIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60
  );
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in summer: 120). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant (ms since the epoch) of a local date and time in a zone. A time that happens twice
 * (clocks going back) is the earlier one; a time that does not exist (clocks going forward) is
 * moved forward by the gap, as calendars do (RFC 5545 §3.3.5, Temporal's "compatible").
 */
export function zonedToInstant(local: string, zone: string): number {
  const m = LOCAL_DATETIME.exec(local);
  if (!m) throw new RangeError(`Not a local date-time: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offsets in force a day either side cover every change of a day (no zone changes twice a day).
  const before = zoneOffsetMinutes(zone, wall - 86_400_000);
  const after = zoneOffsetMinutes(zone, wall + 86_400_000);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => zoneOffsetMinutes(zone, instant) * 60_000 === wall - instant)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0] as number;
  // In the gap: the wall time read with the offset before the change lands after it.
  return wall - before * 60_000;
}

/** `+02:00`, `-05:00`, `+05:45`. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** ISO 8601 with the zone's offset at that moment (`2026-03-29T03:30:00+02:00`), as schema.org wants. */
export function zonedIso(local: string, zone: string): string {
  const instant = zonedToInstant(local, zone);
  const offset = zoneOffsetMinutes(zone, instant);
  const shifted = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  return `${shifted}${offsetText(offset)}`;
}

/**
 * The time zone most of a country's people live in, for the website flags (locales.ts): a new
 * meeting's dates start in the website's country. Countries with several zones get their
 * capital's or largest city's.
 */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  CN: 'Asia/Shanghai',
  US: 'America/New_York',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  SG: 'Asia/Singapore',
  AU: 'Australia/Sydney',
  CA: 'America/Toronto',
  IN: 'Asia/Kolkata',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PH: 'Asia/Manila',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  TR: 'Europe/Istanbul',
  RU: 'Europe/Moscow',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  PT: 'Europe/Lisbon',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  AR: 'America/Argentina/Buenos_Aires',
  ZA: 'Africa/Johannesburg',
  EG: 'Africa/Cairo',
  NG: 'Africa/Lagos',
};

/** The time zone of a country (ISO 3166 code), when it is one of the website flags' countries. */
export function countryTimeZone(code: string): string | undefined {
  return COUNTRY_TIME_ZONES[code.toUpperCase()];
}
