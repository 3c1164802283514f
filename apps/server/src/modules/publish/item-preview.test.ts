import { collectionPreviewPath, PREVIEW_LINK_TTL_SECONDS } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionItems, websites } from '../../db/schema.ts';
import { body, buildTestApp, call, loginAdmin, signInRival, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let token: string;
let draftId: number;
let productId: number;

const NEWS_PREVIEW = collectionPreviewPath('news');

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  // The first-start demo website holds the template's sample articles and products.
  const [demo] = await t.app.db.select().from(websites).where(eq(websites.name, 'Demo Website'));
  if (!demo) throw new Error('no demo website');
  const [draft] = await t.app.db
    .insert(collectionItems)
    .values({
      companyId: demo.companyId,
      websiteId: demo.id,
      collection: 'news',
      lang: 'en',
      title: 'Draft about the spring fair',
      slug: 'spring-fair',
      body: '<p>Booth <strong>B12</strong></p><script>alert(1)</script>',
      fields: { author: 'Press office', cover: '' },
    })
    .returning({ id: collectionItems.id });
  draftId = draft?.id ?? 0;
  const [product] = await t.app.db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(eq(collectionItems.slug, 'oak-lounge-chair'));
  productId = product?.id ?? 0;
});
afterAll(() => t.close());

describe('item previews', () => {
  it("shows a signed-in operator the item's current draft in the site's frame, never cached", async () => {
    const response = await call(t.app, token, 'GET', `${NEWS_PREVIEW}?id=${draftId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1 class="sw-item__title">Draft about the spring fair</h1>');
    expect(html).toContain('<strong>B12</strong>');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Press office');
    // The website's header (its menu) and footer frame it, as on the site.
    expect(html).toContain('sw-nav');
    expect(html).toContain('sw-footer');
    expect(html).toContain('<meta name="robots" content="noindex">');

    const product = await call(t.app, token, 'GET', `${collectionPreviewPath('product')}?id=${productId}`);
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('Oak lounge chair');
    // An article id is not a product.
    const wrong = await call(t.app, token, 'GET', `${collectionPreviewPath('product')}?id=${draftId}`);
    expect(wrong.statusCode).toBe(404);
  });

  it('sends a visitor without a session to sign in, and shows another company nothing', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${NEWS_PREVIEW}?id=${draftId}` });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(
      `/login?redirect=${encodeURIComponent(`${NEWS_PREVIEW}?id=${draftId}`)}`,
    );
    const rival = await signInRival(t.app);
    const foreign = await call(t.app, rival, 'GET', `${NEWS_PREVIEW}?id=${draftId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('spring fair');
    expect(foreign.headers['cache-control']).toBe('private, no-store');
    const link = await call(t.app, rival, 'POST', '/api/website/news/preview-link', {
      payload: { id: draftId },
    });
    expect(body(link).code).toBe(1105);
  });

  it('shares a signed link that works without signing in until it expires, and refuses a forged one', async () => {
    const link = body<{ url: string; expires_at: string }>(
      await call(t.app, token, 'POST', '/api/website/news/preview-link', { payload: { id: draftId } }),
    ).data;
    const url = new URL(link.url);
    expect(url.pathname).toBe(NEWS_PREVIEW);
    const shared = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Draft about the spring fair');
    expect(shared.headers['cache-control']).toBe('private, no-store');

    const longer = new URLSearchParams(url.search);
    longer.set('exp', String(Number(longer.get('exp')) + 3600));
    const forged = await t.app.inject({ method: 'GET', url: `${NEWS_PREVIEW}?${longer}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('spring fair');
    // The signature of an article's link opens no product (nor page) with the same id.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${collectionPreviewPath('product')}${url.search}`,
    });
    expect(elsewhere.statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (PREVIEW_LINK_TTL_SECONDS + 60) * 1000);
      const expired = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(expired.statusCode).toBe(403);
      expect(expired.body).not.toContain('spring fair');
    } finally {
      vi.useRealTimers();
    }
  });
});
