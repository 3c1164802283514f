import { fieldsSchema, meetingCollection, zonedIso, zonedToInstant } from '@sitewright/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type ItemRow, itemSnapshot } from '../collection/index.ts';
import { buildCollections } from './site-collections.ts';
import { foldLine, icsText, rangeText, sessionTimeText } from './site-events.ts';

const PUBLISHED = new Date('2026-06-01T12:00:00Z');
let nextId = 100;

/** A published item as the collection module stores it. */
function row(
  collection: string,
  title: string,
  fields: Record<string, unknown>,
  extra: Partial<ItemRow> = {},
) {
  const base = {
    id: nextId++,
    companyId: 1,
    websiteId: 1,
    collection,
    lang: 'en',
    sourceItemId: null,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    summary: '',
    body: '',
    typeIds: [],
    tagIds: [],
    isPinned: false,
    sort: 0,
    publishAt: new Date('2026-01-01T00:00:00Z'),
    seoTitle: '',
    seoKeywords: '',
    seoDescription: '',
    fields,
    version: 1,
    published: null,
    userName: 'admin',
    createdAt: PUBLISHED,
    updatedAt: PUBLISHED,
    ...extra,
  } as ItemRow;
  return { ...base, published: itemSnapshot(base, PUBLISHED) };
}

const meetingFields = (fields: Record<string, unknown>) => fieldsSchema(meetingCollection).parse(fields);

function build(items: ItemRow[]) {
  return buildCollections({
    source: { items, categories: [], tags: [], attributes: [] },
    languages: ['en'],
    defaultLang: 'en',
    origin: 'https://expo.example.com',
    siteName: 'Expo',
    takeAll: false,
    publishedAt: PUBLISHED,
    detailDocument: () => undefined,
  });
}

describe('times in a time zone', () => {
  it('reads 01:30 on a daylight-saving day as the zone says, in New York and in Berlin', () => {
    // New York falls back on 1 November 2026: 01:30 happens twice; the first (EDT) is meant.
    expect(zonedIso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    // New York springs forward on 8 March 2026: 01:30 is still EST, 02:30 does not exist and moves on.
    expect(zonedIso('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T01:30:00-05:00');
    expect(zonedIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    // Berlin springs forward on 29 March 2026 at 02:00: 01:30 is CET, 02:30 moves to 03:30 CEST.
    expect(zonedIso('2026-03-29T01:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00+01:00');
    expect(zonedIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    // Berlin falls back on 25 October 2026: 02:30 happens twice; the first (CEST) is meant.
    expect(new Date(zonedToInstant('2026-10-25T02:30', 'Europe/Berlin')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Berlin has left summer time a week before New York: on 1 November they are five hours apart.
    expect(
      zonedToInstant('2026-11-01T01:30', 'America/New_York') -
        zonedToInstant('2026-11-01T01:30', 'Europe/Berlin'),
    ).toBe(5 * 3600_000);
  });

  it('names the zone at each end of a session that crosses a daylight-saving change', () => {
    expect(
      sessionTimeText({ start: '2026-11-01T01:30', end: '2026-11-01T02:15' }, 'America/New_York', 'en'),
    ).toBe('1:30 AM EDT – 2:15 AM EST');
    expect(
      sessionTimeText({ start: '2026-03-29T01:30', end: '2026-03-29T03:15' }, 'Europe/Berlin', 'en'),
    ).toMatch(/^1:30 AM GMT\+1 – 3:15 AM GMT\+2$/);
    expect(
      sessionTimeText({ start: '2026-06-01T09:00', end: '2026-06-01T10:30' }, 'Europe/Berlin', 'en'),
    ).toBe('9:00 AM – 10:30 AM GMT+2');
    expect(
      rangeText({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: 'Asia/Shanghai' }, 'en'),
    ).toBe('Tuesday, March 3, 2026, 9:00 AM – 5:00 PM GMT+8 (Asia/Shanghai)');
    // A zone whose name is its id is said once.
    expect(rangeText({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: 'UTC' }, 'en')).toBe(
      'Tuesday, March 3, 2026, 9:00 AM – 5:00 PM UTC',
    );
    expect(rangeText({ start: '2026-03-03T09:00', end: '2026-03-04T17:00', zone: 'UTC' }, 'en')).toBe(
      'Tuesday, March 3, 2026, 9:00 AM UTC – Wednesday, March 4, 2026, 5:00 PM UTC',
    );
  });

  it('refuses a range that ends before it starts, an unknown zone and impossible dates', () => {
    const parse = (when: unknown) => fieldsSchema(meetingCollection).safeParse({ when }).success;
    expect(parse({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: 'Europe/Berlin' })).toBe(true);
    expect(parse(null)).toBe(true);
    expect(parse({ start: '2026-03-03T17:00', end: '2026-03-03T09:00', zone: 'Europe/Berlin' })).toBe(false);
    expect(parse({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: 'Mars/Olympus' })).toBe(false);
    expect(parse({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: '+02:00' })).toBe(false);
    expect(parse({ start: '2026-02-30T09:00', end: '2026-03-03T17:00', zone: 'UTC' })).toBe(false);
    // Malformed parts are refused as such, never an error of the server.
    for (const start of ['x', 'a'.repeat(300), 42, null])
      expect(parse({ start, end: '2026-03-03T17:00', zone: 'Europe/Berlin' })).toBe(false);
    expect(parse({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: 7 })).toBe(false);
    expect(parse({ start: '2026-03-03T09:00', end: '2026-03-03T09:00', zone: 'UTC' })).toBe(false);
    const registration = (url: string) =>
      fieldsSchema(meetingCollection).safeParse({ registration: { url } }).success;
    expect(registration('https://tickets.example.com/a?b=1')).toBe(true);
    expect(registration('')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example.com',
      'https://',
      'https://a b.com',
      '//x.com',
    ])
      expect(registration(bad), bad).toBe(false);
  });
});

describe('a meeting on the site', () => {
  const alice = row('expert', 'Alice Moreau', { job_title: 'CTO', organisation: 'Acme', links: [] });
  const bob = row('expert', 'Bob Li', { job_title: 'Researcher', organisation: 'Lab' });
  const gold = row('sponsor', 'Gold Corp', { level: 'gold', url: 'https://gold.example.com', logo: '' });
  const platinum = row('sponsor', 'Plat Inc', { level: 'platinum', url: 'https://plat.example.com' });
  const host = row('organizer', 'Expo Org', { url: 'https://org.example.com' });
  const upcoming = row(
    'meeting',
    'Night Summit, 2026; the "DST" edition',
    meetingFields({
      when: { start: '2026-10-31T22:00', end: '2026-11-01T03:00', zone: 'America/New_York' },
      event_status: 'scheduled',
      venue: {
        mode: 'hybrid',
        name: 'Hall A',
        address: '1 Main St, New York',
        map_url: 'https://maps.example.com/?q=hall-a',
        online_url: 'https://stream.example.com/live',
      },
      registration: { url: 'https://tickets.example.com/night' },
      agenda: [
        {
          start: '2026-11-01T01:30',
          end: '2026-11-01T02:15',
          title: 'Clocks go back',
          room: 'Room 1',
          speakers: [bob.id],
        },
        {
          start: '2026-10-31T22:00',
          end: '2026-10-31T23:00',
          title: 'Opening',
          room: 'Main',
          speakers: [alice.id, bob.id],
        },
      ],
      organizers: [host.id],
      speakers: [alice.id],
      sponsors: [gold.id, platinum.id],
    }),
    {
      summary:
        'Talks, all night; with a; semicolon and a long description that goes well past seventy-five octets — ünïcödé too',
    },
  );
  const over = row(
    'meeting',
    'Spring Forum',
    meetingFields({ when: { start: '2026-03-29T01:30', end: '2026-03-29T04:00', zone: 'Europe/Berlin' } }),
  );
  const built = build([alice, bob, gold, platinum, host, upcoming, over]);
  const page = (path: string) => built.pages.find((p) => p.path === path);

  it('lists what is to come at /meetings/ and what is over at /meetings/past/, with times in their zones', () => {
    const list = page('/meetings');
    expect(list?.itemList?.items.map((i) => i.title)).toEqual([upcoming.title]);
    expect(list?.itemList?.items[0]?.when).toBe(
      'Saturday, October 31, 2026, 10:00 PM EDT – Sunday, November 1, 2026, 3:00 AM EST (America/New_York)',
    );
    expect(page('/meetings/past')?.itemList?.items.map((i) => i.title)).toEqual(['Spring Forum']);
    expect(list?.itemList?.views?.map((v) => [v.label, v.current])).toEqual([
      ['Upcoming', true],
      ['Past', false],
    ]);
    // Sponsors and organizers have no pages of their own; speakers do.
    expect(built.pages.some((p) => p.path.startsWith('/sponsors'))).toBe(false);
    expect(page('/speakers/alice-moreau')).toBeDefined();
    expect(built.latest.en?.meetings?.map((i) => i.title)).toEqual([upcoming.title]);
  });

  it('shows the agenda by day in time order, speakers linked, and the sponsor wall by level', () => {
    const item = page(`/meetings/${upcoming.slug}`)?.item;
    expect(item?.agenda?.days.map((d) => d.label)).toEqual([
      'Saturday, October 31, 2026',
      'Sunday, November 1, 2026',
    ]);
    const [first, second] = item?.agenda?.days ?? [];
    expect(first?.sessions[0]).toMatchObject({
      title: 'Opening',
      time: '10:00 PM – 11:00 PM EDT',
      speakers: [
        { label: 'Alice Moreau', href: '/speakers/alice-moreau' },
        { label: 'Bob Li', href: '/speakers/bob-li' },
      ],
    });
    expect(second?.sessions[0]).toMatchObject({
      title: 'Clocks go back',
      time: '1:30 AM EDT – 2:15 AM EST',
      room: 'Room 1',
    });
    const wall = item?.relations?.find((r) => r.key === 'sponsors');
    expect(wall?.groups?.map((g) => [g.label, g.items.map((i) => [i.title, i.href])])).toEqual([
      ['Platinum', [['Plat Inc', 'https://plat.example.com']]],
      ['Gold', [['Gold Corp', 'https://gold.example.com']]],
    ]);
    expect(item?.actions?.map((a) => a.label)).toEqual(['Add to calendar', 'Join online', 'Register']);
    // The venue: its address, with the operator's own map link.
    expect(item?.map).toEqual({ address: '1 Main St, New York', link: 'https://maps.example.com/?q=hall-a' });
    expect(item?.facts).toContainEqual({ name: 'Venue', value: 'Hall A, 1 Main St, New York' });
    // A speaker's page lists the meetings they speak at.
    const bobsPage = page('/speakers/bob-li')?.item;
    expect(bobsPage?.relations?.find((r) => r.key === 'linked-meeting')?.items.map((i) => i.title)).toEqual([
      upcoming.title,
    ]);
  });

  it('publishes Event data with offsets, place and online location, organizer, performers and offer', () => {
    const ld = page(`/meetings/${upcoming.slug}`)?.jsonLd as Record<string, unknown>;
    // schema.org/Google: required name, startDate, location; recommended the rest.
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: upcoming.title,
      startDate: '2026-10-31T22:00:00-04:00',
      endDate: '2026-11-01T03:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      description: upcoming.summary,
      organizer: [{ '@type': 'Organization', name: 'Expo Org', url: 'https://org.example.com/' }],
      offers: { '@type': 'Offer', url: 'https://tickets.example.com/night' },
    });
    expect(ld.location).toEqual([
      {
        '@type': 'Place',
        name: 'Hall A',
        address: { '@type': 'PostalAddress', streetAddress: '1 Main St, New York' },
      },
      { '@type': 'VirtualLocation', url: 'https://stream.example.com/live' },
    ]);
    expect((ld.performer as { name: string }[]).map((p) => p.name).sort()).toEqual([
      'Alice Moreau',
      'Bob Li',
    ]);
    for (const key of ['startDate', 'endDate'] as const)
      expect(ld[key]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });

  it('offers a calendar file beside the page that a maintained iCalendar parser reads back', () => {
    const file = built.files.find((f) => f.path === `/meetings/${upcoming.slug}.ics`);
    expect(file?.contentType).toBe('text/calendar; charset=utf-8');
    const text = file?.body.toString('utf8') ?? '';
    // CRLF line ends, no line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(upcoming.title);
    expect(event.description).toBe(upcoming.summary);
    expect(event.location).toBe('Hall A, 1 Main St, New York');
    expect(event.uid).toBe(`meeting-${upcoming.id}-en@expo.example.com`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-01T02:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-01T12:00:00Z');
    expect(vevent.getFirstPropertyValue('url')).toBe(`https://expo.example.com/meetings/${upcoming.slug}`);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'会'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${'会'.repeat(40)}`);
  });
});
