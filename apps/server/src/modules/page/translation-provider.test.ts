import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageDetail, Website } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, call, loginAdmin, type TestApp } from '../../../test/helper.ts';

/** A local LibreTranslate stand-in: answers `<target>:<TEXT>`, or refuses while `refuse` is set. */
let fake: Server;
let refuse = false;
let t: TestApp;
let token: string;
let site: number;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const { q, target } = JSON.parse(raw) as { q: string[]; target: string };
      res.setHeader('content-type', 'application/json');
      if (refuse) {
        res.statusCode = 503;
        res.end(JSON.stringify({ error: 'Overloaded' }));
        return;
      }
      res.end(JSON.stringify({ translatedText: q.map((text) => `${target}:${text.toUpperCase()}`) }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await buildTestApp({ env: { TRANSLATE_URL: url } });
  token = (await loginAdmin(t.app)).token;
  site = body<Website>(
    await call(t.app, token, 'POST', '/api/website/website-add', {
      payload: { name: 'Translated Site', flag_code: 'US', default_language: 'en' },
    }),
  ).data.website_id;
  await call(t.app, token, 'POST', '/api/website/website-language', {
    payload: { website_id: site, lang: 'de' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => fake.close(() => r()));
});

async function pageWithHeading(name: string, text: string): Promise<number> {
  const page = body<PageDetail>(
    await call(t.app, token, 'POST', '/api/website/page-detail', {
      payload: { website_id: site, page_name: name },
    }),
  ).data;
  await call(t.app, token, 'POST', '/api/website/save-page-element', {
    payload: {
      id: page.id,
      version: page.version,
      document: {
        version: 1,
        blocks: [
          { id: 'h', type: 'heading', props: { text } },
          { id: 'b', type: 'button', props: { text: 'Call us', href: 'tel:+4930123' } },
        ],
      },
    },
  });
  return page.id;
}

describe('page-translate with a translation service (TRANSLATE_URL)', () => {
  it('fills the texts through the service and no longer marks the page as needing translation', async () => {
    const id = await pageWithHeading('Welcome', 'Hello');
    const answer = body<PageDetail & { provider: string }>(
      await call(t.app, token, 'POST', '/api/website/page-translate', { payload: { id, lang: 'de' } }),
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ provider: 'libretranslate', lang: 'de', needs_translation: false });
    const stored = JSON.stringify(answer.data.document);
    expect(stored).toContain('"text":"de:HELLO"');
    expect(stored).toContain('"text":"de:CALL US"');
    // Links are not words: the phone number stays.
    expect(stored).toContain('"href":"tel:+4930123"');
  });

  it('says why when the service fails and keeps the untranslated copy', async () => {
    const id = await pageWithHeading('Prices', 'Our prices');
    refuse = true;
    try {
      const failed = await call(t.app, token, 'POST', '/api/website/page-translate', {
        payload: { id, lang: 'de' },
      });
      expect(failed.statusCode).toBe(502);
      expect(body(failed).code).toBe(1209);
    } finally {
      refuse = false;
    }
    const retried = body<PageDetail>(
      await call(t.app, token, 'POST', '/api/website/page-translate', { payload: { id, lang: 'de' } }),
    ).data;
    expect(JSON.stringify(retried.document)).toContain('de:OUR PRICES');
  });
});
