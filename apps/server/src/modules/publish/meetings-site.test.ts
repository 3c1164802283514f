import type { Website } from '@sitewright/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, loginAdmin, send, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let site: Website;

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: site.fixed_domain } });

beforeAll(async () => {
  t = await buildTestApp();
  const token = (await loginAdmin(t.app)).token;
  site = body<Website>(
    await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Fair Meetings',
      flag_code: 'DE',
      default_language: 'en',
      template_id: 'exhibition-and-events',
    }),
  ).data;
  const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
    id: site.website_id,
    website_page_id: 0,
  });
  expect(body(published).code).toBe(0);
});

afterAll(async () => {
  await t?.close();
});

describe('the events template’s meetings on the published site', () => {
  it('lists the meeting to come on /meetings/, the one that is over on /meetings/past/, and the next on the home page', async () => {
    const upcoming = await visit('/meetings/');
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.body).toContain('Spring Trade Forum');
    expect(upcoming.body).not.toContain('Autumn Buyers Meetup');
    expect(upcoming.body).toContain('(Europe/Berlin)');
    const past = await visit('/meetings/past/');
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('Autumn Buyers Meetup');
    expect((await visit('/')).body).toContain('Spring Trade Forum');
  });

  it('shows the agenda, the speakers and the sponsor wall, with Event data and a calendar file beside the page', async () => {
    const page = await visit('/meetings/spring-trade-forum');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Opening keynote');
    expect(page.body).toContain('href="/speakers/dr-mira-hoffmann"');
    expect(page.body).toMatch(/<h3>Gold<\/h3>.*Lumen Lighting.*<h3>Silver<\/h3>.*Harbour Logistics/s);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Event', name: 'Spring Trade Forum' });
    const ics = await visit('/meetings/spring-trade-forum.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.summary).toBe('Spring Trade Forum');
    const speaker = await visit('/speakers/samuel-okafor');
    expect(speaker.statusCode).toBe(200);
    expect(speaker.body).toContain('Spring Trade Forum');
    expect(speaker.body).toContain('Autumn Buyers Meetup');
  });
});
