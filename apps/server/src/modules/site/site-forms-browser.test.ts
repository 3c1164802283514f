import { FormField, type FormFieldInput, type PageDetail } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';
import { publishAndOpenSite } from '../../../test/site-browser.ts';
import { formRecords, forms, websites } from '../../db/schema.ts';

/**
 * The site's forms in a real browser: sent without script (the thank-you message shows through
 * the address's fragment) and with the form script (answered in place, UTM parameters filled in).
 */
const t = setupApiTest({
  site: { name: 'Browser Forms', template_id: 'corporate' },
  dataDir: 'sw-form-browser-',
});

let browser: Browser;
let origin = '';
let formId = 0;
let powFormId = 0;

const FIELDS: FormFieldInput[] = [
  { key: 'name', kind: 'text', required: true, label: { en: 'Name' } },
  { key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } },
  { key: 'source', kind: 'hidden', hidden_source: 'utm_source', label: { en: 'Source' } },
];

beforeAll(async () => {
  const [site] = await t.app.db.select().from(websites).where(eq(websites.id, t.site));
  const [form] = await t.app.db
    .insert(forms)
    .values({
      companyId: site?.companyId ?? 0,
      websiteId: t.site,
      name: 'Browser form',
      fields: FIELDS.map((f) => FormField.parse(f)) as never,
      success: { kind: 'message', message: { en: 'Thank you, Ada.' } },
    })
    .returning({ id: forms.id });
  formId = form?.id ?? 0;
  const [pow] = await t.app.db
    .insert(forms)
    .values({
      companyId: site?.companyId ?? 0,
      websiteId: t.site,
      name: 'Guarded form',
      proofOfWork: true,
      fields: FIELDS.slice(1).map((f) => FormField.parse(f)) as never,
    })
    .returning({ id: forms.id });
  powFormId = pow?.id ?? 0;
  const guarded = body<PageDetail>(
    await send(t.app, t.admin, 'POST', '/api/website/page-detail', {
      website_id: t.site,
      page_name: 'Guarded',
    }),
  ).data;
  await send(t.app, t.admin, 'POST', '/api/website/save-page-element', {
    id: guarded.id,
    version: guarded.version,
    document: { version: 1, blocks: [{ id: 'g', type: 'form', props: { formId: powFormId } }] },
  });
  const page = body<PageDetail>(
    await send(t.app, t.admin, 'POST', '/api/website/page-detail', {
      website_id: t.site,
      page_name: 'Ask us',
    }),
  ).data;
  await send(t.app, t.admin, 'POST', '/api/website/save-page-element', {
    id: page.id,
    version: page.version,
    document: { version: 1, blocks: [{ id: 'f', type: 'form', props: { formId } }] },
  });
  ({ browser, origin } = await publishAndOpenSite(t, site?.slug ?? ''));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const recordsOf = (id: number) => t.app.db.select().from(formRecords).where(eq(formRecords.formId, id));
const records = () => t.app.db.select().from(formRecords).where(eq(formRecords.formId, formId));

/** A person takes a few seconds to fill a form in; the site server's fill-time check expects it. */
const fillTime = () => new Promise((resolve) => setTimeout(resolve, 2600));

describe('a form in the browser', () => {
  it('works without script: the browser posts, and the thank-you message shows on return', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/ask-us`);
    await expect(page.locator('.sw-form__sent').isVisible()).resolves.toBe(false);
    await page.fill('input[name="name"]', 'Ada');
    await page.fill('input[name="email"]', 'ada@example.com');
    await fillTime();
    await page.click('button[type="submit"]');
    await page.waitForURL(/#sw-form-\d+-sent$/);
    await expect(page.locator('.sw-form__sent').isVisible()).resolves.toBe(true);
    await expect(page.locator('.sw-form__sent').textContent()).resolves.toContain('Thank you, Ada.');
    expect((await records()).at(-1)).toMatchObject({ visitorEmail: 'ada@example.com', isSpam: false });
    await context.close();
  }, 60_000);

  it('with the form script: fills the UTM field and answers in place', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}/ask-us?utm_source=newsletter`);
    await expect(page.locator('input[name="source"]').inputValue()).resolves.toBe('newsletter');
    await page.fill('input[name="name"]', 'Grace');
    await page.fill('input[name="email"]', 'grace@example.com');
    await fillTime();
    await page.click('button[type="submit"]');
    await page.locator('.sw-form__sent').waitFor({ state: 'visible' });
    expect(page.url()).toBe(`${origin}/ask-us?utm_source=newsletter`);
    await expect(page.locator('.sw-form__form').isVisible()).resolves.toBe(false);
    expect((await records()).at(-1)).toMatchObject({
      visitorEmail: 'grace@example.com',
      isSpam: false,
      data: { source: 'newsletter' },
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('solves the self-hosted ALTCHA proof of work in the browser, under the site’s CSP', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const external: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(origin) &&
        !request.url().startsWith('blob:') &&
        !request.url().startsWith('data:')
      )
        external.push(request.url());
    });
    // A slow line: the widget's script arrives after the visitor has typed. The widget solves the
    // challenge once a field has the focus, and puts its answer in its input.
    await page.route('**/__sw/altcha.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${origin}/guarded`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate("customElements.get('altcha-widget') === undefined")).toBe(true);
    await page.fill('input[name="email"]', 'solver@example.com');
    await page.locator('altcha-widget input[name="altcha"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect
      .poll(() => page.locator('altcha-widget input[name="altcha"]').inputValue(), { timeout: 60_000 })
      .not.toBe('');
    await fillTime();
    await page.click('button[type="submit"]');
    await page.locator('.sw-form__sent').waitFor({ state: 'visible' });
    expect((await recordsOf(powFormId)).at(-1)).toMatchObject({
      visitorEmail: 'solver@example.com',
      isSpam: false,
    });
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
