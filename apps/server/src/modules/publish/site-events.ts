import {
  type AgendaSession,
  type DateTimeRange,
  isKnownTimeZone,
  isLocalDateTime,
  type Venue,
  zonedIso,
  zonedToInstant,
} from '@sitewright/contract';

/**
 * What the site says about events (meetings): their times in their own time zone with the zone
 * named, their schema.org `Event` data and their calendar file (RFC 5545). Pure functions of the
 * stored fields, so the publisher and the tests call them alike.
 */

/** A stored date-time range the site can use: both times real and the zone known. */
export function usableRange(value: unknown): DateTimeRange | undefined {
  const range = value as DateTimeRange | null | undefined;
  if (!range || typeof range !== 'object') return undefined;
  if (typeof range.zone !== 'string' || !isKnownTimeZone(range.zone)) return undefined;
  if (typeof range.start !== 'string' || !isLocalDateTime(range.start)) return undefined;
  if (typeof range.end !== 'string' || !isLocalDateTime(range.end)) return undefined;
  return range;
}

/** The language Intl formats in: the page's, or English when the runtime does not know it. */
function intlLang(lang: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0 ? lang : 'en';
  } catch {
    return 'en';
  }
}

type Lang = string;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, zone: string, options: Intl.DateTimeFormatOptions, key: string) {
  const id = `${lang}|${zone}|${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLang(lang), { timeZone: zone, ...options });
    formats.set(id, f);
  }
  return f;
}
const DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** The zone's short name at an instant (CET, CEST, EST, GMT+8). */
function zoneName(instant: number, zone: string, lang: Lang): string {
  const parts = format(lang, zone, { timeZoneName: 'short' }, 'zone').formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/**
 * Two times of one zone, each named by the zone's name at that moment: across a daylight-saving
 * change they differ ("1:30 AM EDT – 2:15 AM EST"); otherwise the name is said once, at the end.
 * (Intl's own range formatting names one zone for both ends, which is wrong on such days.)
 */
function timesText(start: number, end: number, zone: string, lang: Lang): string {
  const time = format(lang, zone, TIME, 'time');
  const startName = zoneName(start, zone, lang);
  const endName = zoneName(end, zone, lang);
  const first = startName === endName ? time.format(start) : `${time.format(start)} ${startName}`;
  return `${first} – ${time.format(end)} ${endName}`;
}

/**
 * A range as visitors read it, in the zone it happens in with the zone named:
 * "Tuesday, March 3, 2026, 9:00 AM – 5:00 PM CET (Europe/Berlin)".
 */
export function rangeText(range: DateTimeRange, lang: string): string {
  const start = zonedToInstant(range.start, range.zone);
  const end = zonedToInstant(range.end, range.zone);
  const date = format(lang, range.zone, DATE, 'date');
  // The zone's id follows in brackets, unless the times already end with it ("UTC", not "UTC (UTC)").
  const named = (text: string) => (text.endsWith(` ${range.zone}`) ? text : `${text} (${range.zone})`);
  if (range.start.slice(0, 10) === range.end.slice(0, 10)) {
    return named(`${date.format(start)}, ${timesText(start, end, range.zone, lang)}`);
  }
  const time = format(lang, range.zone, TIME, 'time');
  const at = (instant: number) =>
    `${date.format(instant)}, ${time.format(instant)} ${zoneName(instant, range.zone, lang)}`;
  return named(`${at(start)} – ${at(end)}`);
}

/** A session's times within its day, each with the zone's name at that moment. */
export function sessionTimeText(session: Pick<AgendaSession, 'start' | 'end'>, zone: string, lang: string) {
  return timesText(zonedToInstant(session.start, zone), zonedToInstant(session.end, zone), zone, lang);
}

/** A day of the agenda as its heading reads: "Sunday, November 1, 2026". */
export function dayText(localDate: string, zone: string, lang: string): string {
  return format(lang, zone, DATE, 'date').format(zonedToInstant(`${localDate}T12:00`, zone));
}

/** The agenda's sessions grouped by local day, in time order. */
export function agendaDays(
  sessions: readonly AgendaSession[],
): { date: string; sessions: AgendaSession[] }[] {
  const days = new Map<string, AgendaSession[]>();
  const sorted = [...sessions].filter((s) => isLocalDateTime(s.start) && isLocalDateTime(s.end));
  sorted.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
  for (const session of sorted) {
    const date = session.start.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), session]);
  }
  return [...days].map(([date, list]) => ({ date, sessions: list }));
}

/** schema.org eventStatus by the stored status (none: scheduled). */
const EVENT_STATUS: Record<string, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
  cancelled: 'https://schema.org/EventCancelled',
};

export interface EventParty {
  name: string;
  url?: string;
  image?: string;
}

export interface EventFacts {
  name: string;
  url: string;
  description: string;
  images: string[];
  range: DateTimeRange;
  status: string;
  venue: Venue | undefined;
  registrationUrl: string;
  organizers: EventParty[];
  performers: EventParty[];
}

const attendanceMode = (venue: Venue | undefined): string => {
  if (venue?.mode === 'online') return 'https://schema.org/OnlineEventAttendanceMode';
  if (venue?.mode === 'hybrid') return 'https://schema.org/MixedEventAttendanceMode';
  return 'https://schema.org/OfflineEventAttendanceMode';
};

/** The places of an event: a Place for an address, a VirtualLocation for an online link. */
function locationsOf(facts: EventFacts): Record<string, unknown>[] {
  const venue = facts.venue;
  const out: Record<string, unknown>[] = [];
  if (venue && venue.mode !== 'online' && (venue.name || venue.address)) {
    out.push({
      '@type': 'Place',
      name: venue.name || venue.address,
      address: { '@type': 'PostalAddress', streetAddress: venue.address || venue.name },
      ...(venue.latitude !== null && venue.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } }
        : {}),
    });
  }
  if (venue && venue.mode !== 'in_person' && venue.online_url) {
    out.push({ '@type': 'VirtualLocation', url: venue.online_url });
  }
  // An event with no place given still needs one: its page stands for it.
  if (out.length === 0) out.push({ '@type': 'VirtualLocation', url: facts.url });
  return out;
}

const party = (type: 'Organization' | 'Person', p: EventParty) => ({
  '@type': type,
  name: p.name,
  ...(p.url ? { url: p.url } : {}),
  ...(p.image ? { image: p.image } : {}),
});

/** The schema.org `Event` of a meeting's page, times with the zone's offset at each moment. */
export function eventJsonLd(facts: EventFacts): Record<string, unknown> {
  const locations = locationsOf(facts);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.name,
    startDate: zonedIso(facts.range.start, facts.range.zone),
    endDate: zonedIso(facts.range.end, facts.range.zone),
    eventStatus: EVENT_STATUS[facts.status] ?? EVENT_STATUS.scheduled,
    eventAttendanceMode: attendanceMode(facts.venue),
    location: locations.length === 1 ? locations[0] : locations,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.images.length > 0 ? { image: facts.images } : {}),
    ...(facts.organizers.length > 0
      ? { organizer: facts.organizers.map((p) => party('Organization', p)) }
      : {}),
    ...(facts.performers.length > 0 ? { performer: facts.performers.map((p) => party('Person', p)) } : {}),
    offers: { '@type': 'Offer', url: facts.registrationUrl || facts.url },
    url: facts.url,
  };
}

// --- iCalendar (RFC 5545) --------------------------------------------------------------------

/** TEXT values escape backslashes, semicolons, commas and line breaks (§3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Content lines are folded so none is longer than 75 octets (§3.1): the rest continues on the next
 * line after one space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** `20260303T080000Z`. */
export function icsUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const ICS_STATUS: Record<string, string> = {
  cancelled: 'CANCELLED',
  postponed: 'TENTATIVE',
};

/**
 * The calendar file of one event: one VEVENT with UTC times (so no VTIMEZONE is needed and every
 * calendar shows it at the right moment in the reader's own zone), a stable UID, DTSTAMP,
 * escaped text and folded lines ending in CRLF.
 */
export function eventCalendar(input: { uid: string; stamp: Date; facts: EventFacts }): string {
  const { facts } = input;
  const venue = facts.venue;
  const place = [venue?.name, venue?.address].filter((v) => v).join(', ');
  const location = place || (venue?.online_url ?? '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sitewright//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(input.uid)}`,
    `DTSTAMP:${icsUtc(input.stamp.getTime())}`,
    `DTSTART:${icsUtc(zonedToInstant(facts.range.start, facts.range.zone))}`,
    `DTEND:${icsUtc(zonedToInstant(facts.range.end, facts.range.zone))}`,
    `SUMMARY:${icsText(facts.name)}`,
    ...(facts.description ? [`DESCRIPTION:${icsText(facts.description)}`] : []),
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    ...(venue?.latitude != null && venue.longitude != null
      ? [`GEO:${venue.latitude.toFixed(6)};${venue.longitude.toFixed(6)}`]
      : []),
    `URL:${facts.url}`,
    `STATUS:${ICS_STATUS[facts.status] ?? 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
