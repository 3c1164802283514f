import type { Website } from '@sitewright/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, call, loginAdmin, send, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let site: Website;
let token: string;

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: site.fixed_domain } });

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
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

  it('shows the registration form under a meeting that registers visitors with one of the website’s forms', async () => {
    const form = body<{ id: number }>(
      await send(t.app, token, 'POST', '/api/form/form/save', {
        website_id: site.website_id,
        name: 'Forum registration',
        fields: [
          { key: 'name', kind: 'text', required: true, label: { en: 'Your name' } },
          { key: 'email', kind: 'email', required: true, label: { en: 'Your e-mail' } },
        ],
      }),
    ).data;
    const list = body<{ list: { id: number; title: string }[] }>(
      await call(
        t.app,
        token,
        'GET',
        `/api/website/meeting/list?website_id=${site.website_id}&keyword=Spring`,
      ),
    ).data;
    const meeting = list.list.find((m) => m.title === 'Spring Trade Forum');
    if (!meeting) throw new Error('the template meeting is missing');
    const info = body<Record<string, unknown> & { fields: Record<string, unknown>; version: number }>(
      await call(t.app, token, 'GET', `/api/website/meeting/info?id=${meeting.id}`),
    ).data;
    const saved = await send(t.app, token, 'POST', '/api/website/meeting/save', {
      website_id: site.website_id,
      id: meeting.id,
      version: info.version,
      title: info.title,
      slug: info.slug,
      summary: info.summary,
      body: info.body,
      type_ids: info.type_ids,
      tag_ids: info.tag_ids,
      fields: { ...info.fields, registration: { form_id: form.id, url: '' } },
    });
    expect(body(saved)).toMatchObject({ code: 0 });
    const published = await send(t.app, token, 'POST', '/api/website/meeting/batch', {
      website_id: site.website_id,
      ids: [meeting.id],
      action: 'publish',
    });
    expect(body(published).code).toBe(0);
    const page = await visit('/meetings/spring-trade-forum');
    expect(page.body).toContain(`action="/__sw/form/${form.id}"`);
    expect(page.body).toContain(`href="#sw-form-${form.id}"`);
    expect(page.body).toContain('Your e-mail');
  });
});
