import { describe, expect, it } from 'vitest';
import { framedPage, orderSummaryHtml } from './site-frame.ts';

const FRAME =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Seite nicht gefunden</title><meta name="description" content="Nicht hier"><link rel="canonical" href="https://x.example/404"><link rel="stylesheet" href="/_sw/site-1.css"></head><body><div class="sw-page"><header>Menü</header><main class="sw-main"><h1>Seite nicht gefunden</h1></main><footer>Impressum</footer></div></body></html>';

const order = {
  number: 'W20261207-000042',
  productTitle: 'Butter <croissant>',
  quantity: 3,
  amount: 960,
  currency: 'EUR',
  lang: 'de',
  buyer: { name: 'Bea', email: 'bea@example.com' },
} as unknown as Parameters<typeof orderSummaryHtml>[0];

describe('the checkout’s pages on the website', () => {
  it('keeps the site’s header, footer, stylesheet and language, and replaces the main content and title', () => {
    const html = framedPage(FRAME, {
      title: 'Danke',
      main: '<p>Bezahlt</p>',
      head: '<meta http-equiv="refresh" content="5">',
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      '<header>Menü</header><main class="sw-main"><p>Bezahlt</p></main><footer>Impressum</footer>',
    );
    expect(html).toContain('<title>Danke</title>');
    expect(html).toContain('<link rel="stylesheet" href="/_sw/site-1.css">');
    expect(html).not.toContain('Seite nicht gefunden');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('Nicht hier');
    expect(html).toContain(
      '<meta name="robots" content="noindex"><meta http-equiv="refresh" content="5"></head>',
    );
    expect(framedPage('<html><body>no main</body></html>', { title: 'x', main: 'y' })).toBeUndefined();
  });

  it('sums the order up in the page’s language and currency format, escaped, with what happens next', () => {
    const paid = orderSummaryHtml(order, 'paid', 'en');
    expect(paid).toContain('<dt>Item</dt><dd>Butter &lt;croissant&gt;</dd>');
    expect(paid).toContain('<dt>Quantity</dt><dd>3</dd>');
    expect(paid.replace(/\u00a0/g, ' ')).toContain('<dt>Amount</dt><dd>9,60 €</dd>');
    expect(paid).toContain('<dt>Status</dt><dd>Paid</dd>');
    expect(paid).toContain('A confirmation is on its way to bea@example.com.');
    expect(orderSummaryHtml(order, 'pending', 'en')).toContain('the page checks again by itself');
    expect(orderSummaryHtml(order, 'failed', 'zh')).toContain('<dt>状态</dt><dd>未支付</dd>');
  });
});
