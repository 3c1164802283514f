import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FORM_BODY_MAX,
  FORM_INPUT,
  FORM_STAMP_PLACEHOLDER,
  type FormFieldInput,
  FormField,
  type PageDetail,
  type PageSaved,
} from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';
import { formRecords, forms, jobs, messages, websites } from '../../db/schema.ts';
import { UPLOADS_DIR } from '../../lib/files/test-fixtures.ts';

const t = setupApiTest({
  site: { name: 'Form Works', template_id: 'corporate' },
  rivalSite: { name: 'Rival Works', template_id: 'corporate' },
  dataDir: 'sw-form-site-',
});

let host = '';
let companyId = 0;
/** Forms of the site: one with every kind of field, a short one, a proof-of-work one, a file one. */
const ids = { every: 0, short: 0, pow: 0, file: 0, closed: 0, rival: 0, inquiry: 0 };
const IP = { count: 0 };
/** Each test visits from its own address, so the per-address limit only bites where it is tested. */
const nextIp = () => `198.51.100.${++IP.count}`;

const fields = (list: FormFieldInput[]) => list.map((f) => FormField.parse(f));

const EVERY: FormFieldInput[] = [
  { key: 'name', kind: 'text', required: true, label: { en: 'Your <b>name</b>' }, pattern: '[A-Za-z ]+' },
  { key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } },
  { key: 'phone', kind: 'phone', label: { en: 'Phone' } },
  { key: 'qty', kind: 'number', label: { en: 'Quantity' }, min: 1, max: 10 },
  {
    key: 'colour',
    kind: 'select',
    label: { en: 'Colour' },
    options: [
      { value: 'red', label: { en: 'Red' } },
      { value: 'blue', label: { en: 'Blue' } },
    ],
  },
  {
    key: 'extras',
    kind: 'multiselect',
    label: { en: 'Extras' },
    options: [
      { value: 'gift', label: { en: 'Gift wrap' } },
      { value: 'fast', label: { en: 'Fast delivery' } },
    ],
  },
  { key: 'when', kind: 'date', label: { en: 'Date' } },
  { key: 'country', kind: 'country', label: { en: 'Country' } },
  { key: 'message', kind: 'textarea', label: { en: 'Message' } },
  { key: 'agree', kind: 'consent', required: true, label: { en: 'I agree' }, consent_url: '/privacy' },
  { key: 'source', kind: 'hidden', hidden_source: 'utm_source', label: { en: 'Source' } },
];

async function insertForm(
  websiteId: number,
  owner: number,
  values: Partial<typeof forms.$inferInsert> & { fields: FormFieldInput[] },
): Promise<number> {
  const [row] = await t.app.db
    .insert(forms)
    .values({
      companyId: owner,
      websiteId,
      name: 'Contact',
      recipients: ['sales@example.com', 'boss@example.com'],
      ...values,
      fields: fields(values.fields) as never,
    })
    .returning({ id: forms.id });
  if (!row) throw new Error('no form');
  return row.id;
}

async function addPage(token: string, websiteId: number, name: string, blocks: unknown[]) {
  const created = body<PageDetail>(
    await send(t.app, token, 'POST', '/api/website/page-detail', { website_id: websiteId, page_name: name }),
  ).data;
  const saved = body<PageSaved>(
    await send(t.app, token, 'POST', '/api/website/save-page-element', {
      id: created.id,
      version: created.version,
      document: { version: 1, blocks },
    }),
  );
  expect(saved.code).toBe(0);
}

async function publish(token: string, websiteId: number) {
  const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
    id: websiteId,
    website_page_id: 0,
  });
  expect(body(published).code).toBe(0);
}

const formBlock = (id: string, formId: number) => ({
  id,
  type: 'form',
  props: { formId, heading: 'Write to us' },
});

function visit(path: string, ip = nextIp()) {
  return t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers: { host } });
}

/** The clock runs on by `ms` for the server too: the visitor took that long to fill the form in. */
let offset = 0;
function later(ms = 5000) {
  offset += ms;
}
const realNow = Date.now.bind(Date);
vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
afterEach(() => {
  later(61_000); // each test starts in a fresh rate-limit minute
});

/** The stamp a visitor's copy of the page carries. */
async function stampOf(path: string): Promise<string> {
  const page = await visit(path);
  const match = new RegExp(`name="${FORM_INPUT.stamp}" value="([^"]+)"`).exec(page.body);
  if (!match?.[1]) throw new Error('no stamp');
  return match[1];
}

function post(
  formId: number,
  values: Record<string, string | string[]>,
  options: { ip?: string; json?: boolean; host?: string } = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return t.app.inject({
    method: 'POST',
    url: `/__sw/form/${formId}`,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      host: options.host ?? host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.json ? { accept: 'application/json' } : {}),
    },
    payload: params.toString(),
  });
}

async function postMultipart(formId: number, data: FormData, options: { ip?: string; json?: boolean } = {}) {
  const request = new Request('http://form.test/', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: `/__sw/form/${formId}`,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      host,
      'content-type': request.headers.get('content-type') ?? '',
      ...(options.json ? { accept: 'application/json' } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  qty: '3',
  colour: 'blue',
  extras: ['gift', 'fast'],
  when: '2026-12-01',
  country: 'GB',
  message: 'I would like <script>alert(1)</script> a quote.',
  agree: 'on',
  source: 'newsletter',
};

async function recordsOf(formId: number) {
  return t.app.db.select().from(formRecords).where(eq(formRecords.formId, formId)).orderBy(formRecords.id);
}
async function mailJobs() {
  return t.app.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
}
async function inquiryMessages() {
  return t.app.db.select().from(messages).where(eq(messages.kind, 'form_inquiry'));
}

beforeAll(async () => {
  const [site] = await t.app.db
    .select({ slug: websites.slug, companyId: websites.companyId })
    .from(websites)
    .where(eq(websites.id, t.site));
  host = `${site?.slug}.${t.config.siteDomainSuffix}`;
  companyId = site?.companyId ?? 0;
  const [rival] = await t.app.db
    .select({ companyId: websites.companyId })
    .from(websites)
    .where(eq(websites.id, t.rivalSite));
  ids.every = await insertForm(t.site, companyId, { fields: EVERY });
  ids.short = await insertForm(t.site, companyId, {
    name: 'Short',
    fields: [{ key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } }],
    success: { kind: 'message', message: { en: 'Thanks, we will write back.' } },
  });
  ids.pow = await insertForm(t.site, companyId, {
    name: 'Guarded',
    proofOfWork: true,
    fields: [{ key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } }],
  });
  ids.file = await insertForm(t.site, companyId, {
    name: 'Drawings',
    fields: [
      { key: 'email', kind: 'email', label: { en: 'E-mail' } },
      {
        key: 'drawing',
        kind: 'file',
        required: true,
        label: { en: 'Drawing' },
        file_types: ['image', 'pdf'],
        file_max_mb: 1,
      },
    ],
  });
  ids.closed = await insertForm(t.site, companyId, {
    name: 'Closing',
    fields: [{ key: 'email', kind: 'email', label: { en: 'E-mail' } }],
  });
  ids.inquiry = await insertForm(t.site, companyId, {
    name: 'Product inquiry',
    onProductPages: true,
    fields: [
      { key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } },
      { key: 'product', kind: 'hidden', hidden_source: 'product', label: { en: 'Product' } },
    ],
  });
  ids.rival = await insertForm(t.rivalSite, rival?.companyId ?? 0, {
    name: 'Rival form',
    fields: [{ key: 'email', kind: 'email', label: { en: 'E-mail' } }],
  });
  await addPage(t.admin, t.site, 'Enquire', [
    formBlock('contact', ids.every),
    formBlock('closing', ids.closed),
  ]);
  await addPage(t.admin, t.site, 'Quick', [formBlock('quick', ids.short)]);
  await addPage(t.admin, t.site, 'Guarded', [formBlock('guarded', ids.pow)]);
  await addPage(t.admin, t.site, 'Drawings', [formBlock('drawings', ids.file)]);
  await addPage(t.admin, t.site, 'Plain', [{ id: 'h', type: 'heading', props: { text: 'No form here' } }]);
  await publish(t.admin, t.site);
  await publish(t.rival, t.rivalSite);
});

describe('a published page with a form', () => {
  it('holds the form with every field, a fresh stamp per view, and only the form script', async () => {
    const page = await visit('/enquire');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain(`action="/__sw/form/${ids.every}"`);
    expect(html).toContain('method="post"');
    expect(html).not.toContain('enctype');
    for (const key of [
      'name',
      'email',
      'phone',
      'qty',
      'colour',
      'extras',
      'when',
      'country',
      'message',
      'agree',
      'source',
    ])
      expect(html).toContain(`name="${key}"`);
    expect(html).toContain('type="email"');
    expect(html).toContain('type="tel"');
    expect(html).toContain('min="1" max="10"');
    expect(html).toContain('Your &lt;b&gt;name&lt;/b&gt;');
    // HTML attribute names are case-insensitive (React writes some in camel case).
    const honeypot = new RegExp(`<input[^>]*name="${FORM_INPUT.honeypot}"[^>]*>`)
      .exec(html)?.[0]
      .toLowerCase();
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('autocomplete="off"');
    expect(html).toContain('<div class="sw-form__hp" aria-hidden="true">');
    expect(html).toContain('<script src="/__sw/form.js" defer></script>');
    expect(html).not.toContain('altcha');
    expect(html).not.toContain(FORM_STAMP_PLACEHOLDER);
    // Each view carries the time it was served.
    const first = await stampOf('/enquire');
    later(1000);
    expect(await stampOf('/enquire')).not.toBe(first);
    // The script itself is served by the site server.
    const script = await visit('/__sw/form.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('gets the ALTCHA widget script only on the page whose form asks for a proof of work', async () => {
    const guarded = await visit('/guarded');
    expect(guarded.body).toContain('<script src="/__sw/altcha.js" type="module" async></script>');
    expect(guarded.body).toContain('<altcha-widget challenge="/__sw/altcha/challenge" name="altcha"');
    const plain = await visit('/plain');
    expect(plain.body).not.toContain('<script src=');
    expect(plain.headers['content-security-policy']).toContain("script-src 'none'");
    const widget = await visit('/__sw/altcha.js');
    expect(widget.statusCode).toBe(200);
    expect(widget.body.length).toBeGreaterThan(10_000);
    const challenge = await visit('/__sw/altcha/challenge');
    expect(challenge.json()).toMatchObject({ parameters: { algorithm: 'SHA-256' } });
  });

  it('uses multipart for a form with a file field', async () => {
    const page = await visit('/drawings');
    expect(page.body.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(page.body).toContain('accept=".jpg,.jpeg,.png,.webp,.gif,.pdf"');
  });
});

describe('the product inquiry form', () => {
  it('shows under every product with the product filled in, and records the product', async () => {
    const page = await visit('/products/oak-lounge-chair');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Inquire about this product');
    expect(page.body).toContain(`action="/__sw/form/${ids.inquiry}"`);
    expect(page.body).toContain('name="product" value="Oak lounge chair"');
    const productId = Number(new RegExp(`name="${FORM_INPUT.product}" value="(\\d+)"`).exec(page.body)?.[1]);
    expect(productId).toBeGreaterThan(0);
    const stamp = /name="_sw_stamp" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    later();
    const answer = await post(ids.inquiry, {
      email: 'buyer@example.com',
      product: 'Oak lounge chair',
      [FORM_INPUT.stamp]: stamp,
      [FORM_INPUT.product]: String(productId),
      [FORM_INPUT.page]: '/products/oak-lounge-chair',
    });
    expect(answer.headers.location).toBe(`/products/oak-lounge-chair#sw-form-${ids.inquiry}-sent`);
    expect((await recordsOf(ids.inquiry)).at(-1)).toMatchObject({
      productId,
      isSpam: false,
      data: { email: 'buyer@example.com', product: 'Oak lounge chair' },
    });
    // Not on other pages.
    expect((await visit('/plain')).body).not.toContain('Inquire about this product');
  });
});

describe('sending a form without script', () => {
  it('stores a valid submission, mails the recipients, tells the operators and sends the visitor back', async () => {
    const mailsBefore = (await mailJobs()).length;
    const stamp = await stampOf('/enquire');
    later();
    const answer = await post(ids.every, {
      ...VALID,
      [FORM_INPUT.stamp]: stamp,
      [FORM_INPUT.page]: '/enquire',
      [FORM_INPUT.lang]: 'en',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/enquire#sw-form-${ids.every}-sent`);
    const [record] = await recordsOf(ids.every);
    expect(record).toMatchObject({
      isSpam: false,
      visitorEmail: 'ada@example.com',
      visitorName: 'Ada Lovelace',
      lang: 'en',
      pageUrl: `http://${host}/enquire`,
      companyId,
      websiteId: t.site,
    });
    expect(record?.data).toMatchObject({
      phone: '+442079460958',
      qty: 3,
      extras: ['gift', 'fast'],
      agree: true,
      country: 'GB',
      source: 'newsletter',
    });
    expect(record?.fields[0]).toEqual({ key: 'name', kind: 'text', label: 'Your <b>name</b>' });
    const mails = (await mailJobs()).slice(mailsBefore);
    expect(mails.map((m) => (m.payload as { to: string }).to).sort()).toEqual([
      'boss@example.com',
      'sales@example.com',
    ]);
    const html = (mails[0]?.payload as { html?: string } | undefined)?.html ?? '';
    expect(html).toContain('I would like &lt;script&gt;alert(1)&lt;/script&gt; a quote.');
    expect(html).toContain('Your &lt;b&gt;name&lt;/b&gt;');
    expect((await inquiryMessages()).length).toBeGreaterThan(0);
  });

  it('shows the page again with each error in place and the values kept', async () => {
    const stamp = await stampOf('/enquire');
    later();
    const before = (await recordsOf(ids.every)).length;
    const answer = await post(ids.every, {
      name: 'Ada 99',
      email: 'not-an-email',
      phone: '12',
      qty: '50',
      colour: 'green',
      extras: ['gift', 'bogus'],
      when: '2026-13-45',
      country: 'gb',
      message: '"><img src=x onerror=alert(1)>',
      [FORM_INPUT.stamp]: stamp,
      [FORM_INPUT.page]: '/enquire',
      [FORM_INPUT.lang]: 'en',
    });
    expect(answer.statusCode).toBe(400);
    const html = answer.body;
    // The page itself, with its other form still there.
    expect(html).toContain('<title>Enquire');
    expect(html).toContain(`action="/__sw/form/${ids.closed}"`);
    expect(html).toContain('Please correct the marked fields.');
    for (const message of [
      'This does not have the expected form.',
      'Enter an e-mail address such as name@example.com.',
      'Enter a phone number with its country code',
      'Enter a number in the allowed range.',
      'Choose one of the options.',
      'Enter a date.',
      'Choose a country.',
      'Please agree to continue.',
    ])
      expect(html).toContain(message);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`value="${stamp}"`);
    expect((await recordsOf(ids.every)).length).toBe(before);
  });

  it('asks for the required fields', async () => {
    const stamp = await stampOf('/enquire');
    later();
    const answer = await post(
      ids.every,
      { [FORM_INPUT.stamp]: stamp, [FORM_INPUT.page]: '/enquire' },
      { json: true },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      ok: false,
      errors: {
        name: 'Fill in this field.',
        email: 'Fill in this field.',
        agree: 'Please agree to continue.',
      },
    });
  });

  it('answers in Chinese on a Chinese page', async () => {
    const answer = await post(ids.short, { email: 'x', [FORM_INPUT.lang]: 'zh' }, { json: true });
    // The site has no Chinese version: the visitor's language is not one of the site's, English stays.
    expect(answer.json().errors.email).toBe('Enter an e-mail address such as name@example.com.');
  });
});

describe('sending a form with the form script (JSON)', () => {
  it('answers success as JSON with the form’s message', async () => {
    const stamp = await stampOf('/quick');
    later();
    const answer = await post(
      ids.short,
      { email: 'grace@example.com', [FORM_INPUT.stamp]: stamp },
      { json: true },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true, message: 'Thanks, we will write back.' });
    expect((await recordsOf(ids.short)).at(-1)).toMatchObject({
      visitorEmail: 'grace@example.com',
      isSpam: false,
    });
  });
});

describe('spam is kept, flagged and told to nobody', () => {
  it('keeps a submission with the honeypot filled in as spam, and answers as for anyone', async () => {
    const mails = (await mailJobs()).length;
    const notes = (await inquiryMessages()).length;
    const stamp = await stampOf('/quick');
    later();
    const answer = await post(ids.short, {
      email: 'robot@example.com',
      [FORM_INPUT.stamp]: stamp,
      [FORM_INPUT.honeypot]: 'http://spam.example',
      [FORM_INPUT.page]: '/quick',
    });
    expect(answer.statusCode).toBe(303);
    expect((await recordsOf(ids.short)).at(-1)).toMatchObject({
      visitorEmail: 'robot@example.com',
      isSpam: true,
      spamReason: 'Honeypot field filled in',
    });
    expect((await mailJobs()).length).toBe(mails);
    expect((await inquiryMessages()).length).toBe(notes);
  });

  it('keeps a form filled in faster than a person can as spam', async () => {
    const mails = (await mailJobs()).length;
    const stamp = await stampOf('/quick');
    const answer = await post(
      ids.short,
      { email: 'fast@example.com', [FORM_INPUT.stamp]: stamp },
      { json: true },
    );
    expect(answer.json()).toMatchObject({ ok: true });
    const record = (await recordsOf(ids.short)).at(-1);
    expect(record).toMatchObject({ visitorEmail: 'fast@example.com', isSpam: true });
    expect(record?.spamReason).toMatch(/^Sent \d+ ms after the page was shown$/);
    expect((await mailJobs()).length).toBe(mails);
  });

  it('keeps a form sent without the page (no valid stamp) as spam', async () => {
    await post(ids.short, { email: 'nostamp@example.com', [FORM_INPUT.stamp]: '1.forged' });
    expect((await recordsOf(ids.short)).at(-1)).toMatchObject({
      visitorEmail: 'nostamp@example.com',
      isSpam: true,
    });
  });

  it('keeps a proof-of-work form without a valid solution as spam, and accepts a solved one', async () => {
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    const stamp = await stampOf('/guarded');
    later();
    await post(ids.pow, { email: 'lazy@example.com', [FORM_INPUT.stamp]: stamp, altcha: 'bm9uZQ==' });
    expect((await recordsOf(ids.pow)).at(-1)).toMatchObject({
      isSpam: true,
      spamReason: 'Proof of work missing or invalid',
    });
    const challenge = (await visit('/__sw/altcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await post(ids.pow, { email: 'worker@example.com', [FORM_INPUT.stamp]: stamp, altcha: payload });
    expect((await recordsOf(ids.pow)).at(-1)).toMatchObject({
      visitorEmail: 'worker@example.com',
      isSpam: false,
    });
    // The same solution again is not a new proof.
    await post(ids.pow, { email: 'replay@example.com', [FORM_INPUT.stamp]: stamp, altcha: payload });
    expect((await recordsOf(ids.pow)).at(-1)).toMatchObject({
      visitorEmail: 'replay@example.com',
      isSpam: true,
    });
  });
});

describe('refusals a visitor can read', () => {
  it('answers 429 to an address sending too often', async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await post(ids.short, { email: `a${i}@example.com` }, { ip })).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 303)).toBe(true);
    const refused = await post(ids.short, { email: 'more@example.com' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Please wait a minute before sending the form again.');
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/__sw/form/${ids.short}`,
      remoteAddress: nextIp(),
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(FORM_BODY_MAX)}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toContain('Too much to send');
  });

  it('tells visitors a stopped or deleted form is closed (410), in the site’s language, and stores nothing', async () => {
    await t.app.db
      .update(forms)
      .set({ status: 'stopped', deletedAt: new Date() })
      .where(eq(forms.id, ids.closed));
    const answer = await post(ids.closed, { email: 'late@example.com' });
    expect(answer.statusCode).toBe(410);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('This form is closed');
    expect(answer.body).toContain('<html lang="en">');
    expect(await recordsOf(ids.closed)).toEqual([]);
    // Taken off the page at the next publish.
    expect((await visit('/enquire')).body).toContain(`/__sw/form/${ids.closed}`);
    await publish(t.admin, t.site);
    expect((await visit('/enquire')).body).not.toContain(`/__sw/form/${ids.closed}`);
  });

  it('refuses a form of another website on this site', async () => {
    const answer = await post(ids.rival, { email: 'cross@example.com' });
    expect(answer.statusCode).toBe(404);
    expect(await recordsOf(ids.rival)).toEqual([]);
  });
});

describe("visitors' files", () => {
  async function storedFormFiles(): Promise<string[]> {
    const root = join(t.dataDir, 'files', 'form-files');
    try {
      return (await readdir(root, { recursive: true })).filter((f) => f.includes('.'));
    } catch {
      return [];
    }
  }

  it.each([
    ['html-as-png.png', 'image/png'],
    ['shell.php.jpg', 'image/jpeg'],
    ['svg-onload.svg', 'image/svg+xml'],
    ['evil.html', 'text/html'],
    ['png-pixel-flood-100000x100000.png', 'image/png'],
    ['gif-js-polyglot.gif', 'image/gif'],
  ])('refuses the hostile upload %s, or keeps only its re-encoded pixels', async (name, type) => {
    const stamp = await stampOf('/drawings');
    later();
    const before = (await recordsOf(ids.file)).length;
    const filesBefore = await storedFormFiles();
    const data = new FormData();
    data.set('email', 'files@example.com');
    data.set(FORM_INPUT.stamp, stamp);
    data.set('drawing', new Blob([readFileSync(join(UPLOADS_DIR, name))], { type }), name);
    const answer = await postMultipart(ids.file, data, { json: true });
    if (answer.statusCode === 200) {
      // A GIF with script appended is still a GIF: only its re-encoded image is kept.
      const record = (await recordsOf(ids.file)).at(-1);
      const file = record?.data.drawing as { url: string };
      const download = await send(t.app, t.admin, 'GET', file.url);
      expect(download.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(download.rawPayload.includes(Buffer.from('alert('))).toBe(false);
      return;
    }
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.drawing).toEqual(expect.any(String));
    expect((await recordsOf(ids.file)).length).toBe(before);
    expect(await storedFormFiles()).toEqual(filesBefore);
  });

  it('stores a valid file privately, downloadable only by the owning company as an attachment', async () => {
    const filesBefore = await storedFormFiles();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const stamp = await stampOf('/drawings');
    later();
    const data = new FormData();
    data.set('email', 'drawer@example.com');
    data.set(FORM_INPUT.stamp, stamp);
    data.set('drawing', new Blob([png], { type: 'image/png' }), 'plan "A".png');
    const answer = await postMultipart(ids.file, data);
    expect(answer.statusCode).toBe(303);
    const record = (await recordsOf(ids.file)).at(-1);
    const file = record?.data.drawing as { name: string; url: string; size: number };
    expect(file.name).toBe('plan "A".png');
    expect(file.url).toMatch(/^\/api\/form\/file\/[0-9a-f]{64}\.png\?name=/);
    expect((await storedFormFiles()).length).toBe(filesBefore.length + 1);
    // Not in the public media space of the site.
    const publicTry = await visit(`/files/${file.url.split('/').pop()?.split('?')[0]}`);
    expect(publicTry.statusCode).toBe(404);
    const download = await send(t.app, t.admin, 'GET', file.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('image/png');
    const rival = await send(t.app, t.rival, 'GET', file.url);
    expect(rival.statusCode).not.toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: file.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file over the field’s own limit', async () => {
    const stamp = await stampOf('/drawings');
    later();
    const data = new FormData();
    data.set(FORM_INPUT.stamp, stamp);
    data.set(
      'drawing',
      new Blob([Buffer.alloc(1024 * 1024 + 10, 1)], { type: 'application/pdf' }),
      'big.pdf',
    );
    const answer = await postMultipart(ids.file, data, { json: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.drawing).toContain('1 MB');
  });
});

describe('the operators’ inquiry message', () => {
  it('links to the form’s inquiries on its website', async () => {
    const sent = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'form_inquiry'), eq(messages.companyId, companyId)));
    const about = sent.find((m) => (m.params as { form?: string }).form === 'Contact');
    expect(about?.link).toBe(`/form/form_inquiry_list/${ids.every}/${t.site}`);
    expect(about?.websiteId).toBe(t.site);
    expect(about?.params).toMatchObject({ site: 'Form Works', visitor: 'ada@example.com' });
  });
});
