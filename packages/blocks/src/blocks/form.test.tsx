import {
  FORM_FIELD_KINDS,
  FORM_INPUT,
  FORM_STAMP_PLACEHOLDER,
  FormField,
  type FormFieldInput,
  type FormPublic,
} from '@sitewright/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockTree } from '../block-tree.tsx';
import type { ItemDetailView, RenderContext } from '../context.ts';
import { checkHtml, elementsOf } from '../html-check.ts';
import { renderPageHtml } from '../render.tsx';
import { sampleContext } from '../samples.ts';
import { DEFAULT_THEME } from '../theme.ts';
import { formHtml } from './form.tsx';

const HOSTILE = '<img src=x onerror=alert(1)>"\'';

function field(input: FormFieldInput): FormField {
  return FormField.parse(input);
}

const EVERY_KIND: FormField[] = FORM_FIELD_KINDS.map((kind) =>
  field({
    key: `f_${kind}`,
    kind,
    required: kind !== 'hidden',
    label: { en: `${kind} label ${HOSTILE}`, de: `${kind} Beschriftung` },
    help: { en: `${kind} help ${HOSTILE}` },
    placeholder: { en: `${kind} hint` },
    ...(kind === 'select' || kind === 'multiselect'
      ? {
          options: [
            { value: 'one', label: { en: `One ${HOSTILE}` } },
            { value: 'two', label: { en: 'Two' } },
          ],
        }
      : {}),
    ...(kind === 'number' ? { min: 2, max: 9 } : {}),
    ...(kind === 'text' ? { pattern: '[A-Z]{3}' } : {}),
    ...(kind === 'consent' ? { consent_url: '/privacy' } : {}),
    ...(kind === 'hidden' ? { hidden_source: 'utm_source' } : {}),
    ...(kind === 'file' ? { file_types: ['pdf'], file_max_mb: 2 } : {}),
  }),
);

function formOf(overrides: Partial<FormPublic> = {}): FormPublic {
  return {
    id: 7,
    website_id: 1,
    name: 'Contact',
    status: 'active',
    fields: EVERY_KIND,
    submit_label: { en: 'Send it' },
    success: { kind: 'message', message: { en: 'We got it.' } },
    proof_of_work: false,
    on_product_pages: false,
    version: 1,
    ...overrides,
  };
}

function render(context: RenderContext, formId = 7) {
  return renderToStaticMarkup(
    <BlockTree
      nodes={[{ id: 'f1', type: 'form', props: { formId, heading: 'Write to us' } }]}
      context={context}
    />,
  );
}

describe('form block', () => {
  const context = sampleContext({
    forms: { 7: formOf() },
    path: '/contact',
    canonical: 'https://acme.example/contact',
  });
  const html = render(context);

  it('renders every kind of field as a plain POST form with the browser’s own checks', () => {
    expect(checkHtml(html, 'fragment').errors).toEqual([]);
    expect(html).toContain('<form class="sw-form__form" accept-charset="utf-8" action="/__sw/form/7"');
    expect(html).toContain('method="post"');
    expect(html.toLowerCase()).toContain('enctype="multipart/form-data"');
    for (const kind of FORM_FIELD_KINDS) expect(html).toContain(`name="f_${kind}"`);
    expect(html).toContain('type="email"');
    expect(html).toContain('type="tel"');
    expect(html).toContain('pattern="[A-Z]{3}"');
    expect(html).toContain('min="2" max="9"');
    expect(html).toContain('type="date"');
    expect(html).toContain('accept=".pdf"');
    expect(html).toContain('<option value="GB">United Kingdom</option>');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('data-sw-fill="utm_source"');
    expect(html.match(/required=""/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toContain('>Send it</button>');
    expect(html).toContain('We got it.');
    expect(html).toContain('id="sw-form-7-sent"');
  });

  it('carries the stamp placeholder, the page, the language and a hidden honeypot', () => {
    expect(html).toContain(`name="${FORM_INPUT.stamp}" value="${FORM_STAMP_PLACEHOLDER}"`);
    expect(html).toContain(`name="${FORM_INPUT.page}" value="/contact"`);
    expect(html).toContain(`name="${FORM_INPUT.lang}" value="en"`);
    const { root } = checkHtml(html, 'fragment');
    const honeypot = elementsOf(root).find((e) =>
      e.attrs.some((a) => a.name === 'name' && a.value === FORM_INPUT.honeypot),
    );
    const attrs = Object.fromEntries(honeypot?.attrs.map((a) => [a.name, a.value]) ?? []);
    expect(attrs).toMatchObject({ tabindex: '-1', autocomplete: 'off' });
    expect(html).toContain('<div class="sw-form__hp" aria-hidden="true">');
  });

  it('escapes every text an operator wrote', () => {
    const { root } = checkHtml(html, 'fragment');
    expect(elementsOf(root).filter((e) => e.tagName === 'img')).toEqual([]);
    expect(elementsOf(root).every((e) => e.attrs.every((a) => !a.name.startsWith('on')))).toBe(true);
    expect(html).toContain('text label &lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows texts in the page’s language, else the website’s default language', () => {
    const german = render(sampleContext({ lang: 'de', defaultLang: 'en', forms: { 7: formOf() } }));
    expect(german).toContain('text Beschriftung');
    // No German help: the default language's.
    expect(german).toContain('text help');
    const chinese = render(sampleContext({ lang: 'zh', defaultLang: 'de', forms: { 7: formOf() } }));
    expect(chinese).toContain('text Beschriftung');
  });

  it('shows nothing on the site for a missing or stopped form, and says why on the canvas', () => {
    expect(render(sampleContext({ forms: {} }))).toBe('');
    expect(render(sampleContext({ forms: { 7: formOf({ status: 'stopped' }) } }))).toBe('');
    expect(render(sampleContext({ forms: {}, canvas: true }))).toContain('stopped or deleted');
    expect(render(sampleContext({ canvas: true }), 0)).toContain('choose one of the website’s forms');
  });

  it('shows a visitor’s values and errors in place, escaped', () => {
    const again = formHtml({
      form: formOf(),
      context: sampleContext(),
      instance: 'x',
      state: {
        values: { f_text: '"><script>alert(1)</script>', f_multiselect: ['two'] },
        errors: { f_text: 'This does not have the expected form.' },
        stamp: 'abc.def',
      },
    });
    expect(again).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(again).toContain('aria-invalid="true"');
    expect(again).toContain('This does not have the expected form.');
    expect(again).toContain('value="abc.def"');
    expect(again).toContain('name="f_multiselect" checked="" value="two"');
    expect(again).not.toContain('<script>');
  });
});

describe('the page around a form', () => {
  const document = { version: 1 as const, blocks: [{ id: 'f1', type: 'form', props: { formId: 7 } }] };

  it('loads the form script, and the ALTCHA widget only when the form asks for a proof of work', () => {
    const plain = renderPageHtml({
      document,
      theme: DEFAULT_THEME,
      context: sampleContext({ forms: { 7: formOf() } }),
    });
    expect(plain).toContain('<script src="/__sw/form.js" defer></script>');
    expect(plain).not.toContain('altcha');
    const guarded = renderPageHtml({
      document,
      theme: DEFAULT_THEME,
      context: sampleContext({ forms: { 7: formOf({ proof_of_work: true }) } }),
    });
    expect(guarded).toContain('<script src="/__sw/altcha.js" type="module" async></script>');
    expect(guarded).toContain('<altcha-widget challenge="/__sw/altcha/challenge" name="altcha"');
    const none = renderPageHtml({ document, theme: DEFAULT_THEME, context: sampleContext({ forms: {} }) });
    expect(none).not.toContain('<script src=');
  });
});

describe('the product inquiry form', () => {
  const item: ItemDetailView = {
    collection: 'product',
    id: 42,
    title: 'Brass lantern <b>XL</b>',
    images: [],
    summary: '',
    body: '',
    facts: [],
    specs: [],
    downloads: [],
    categories: [],
    tags: [],
    related: [],
    labels: {
      related: 'Related',
      specs: 'Specs',
      downloads: 'Downloads',
      previous: 'Previous',
      next: 'Next',
    },
  };
  const inquiry = formOf({
    id: 9,
    on_product_pages: true,
    fields: [
      field({ key: 'email', kind: 'email', required: true, label: { en: 'E-mail' } }),
      field({ key: 'product', kind: 'hidden', hidden_source: 'product', label: { en: 'Product' } }),
      field({ key: 'page', kind: 'hidden', hidden_source: 'page', label: { en: 'Page' } }),
    ],
  });
  const detail = (context: RenderContext) =>
    renderToStaticMarkup(
      <BlockTree
        nodes={[{ id: 'd', type: 'item-detail', props: { collection: 'product' } }]}
        context={context}
      />,
    );

  it('shows under the product as “Inquire about this product”, with the product filled in', () => {
    const html = detail(
      sampleContext({
        item,
        forms: { 9: inquiry },
        productFormId: 9,
        canonical: 'https://acme.example/product/lantern',
      }),
    );
    expect(html).toContain('<h2 class="sw-form__heading">Inquire about this product</h2>');
    expect(html).toContain(`name="${FORM_INPUT.product}" value="42"`);
    expect(html).toContain('name="product" value="Brass lantern &lt;b&gt;XL&lt;/b&gt;"');
    expect(html).toContain('name="page" value="https://acme.example/product/lantern"');
    expect(checkHtml(html, 'fragment').errors).toEqual([]);
  });

  it('is absent without a product inquiry form, and on news items', () => {
    expect(detail(sampleContext({ item, forms: { 9: inquiry } }))).not.toContain('sw-form');
    const news = renderToStaticMarkup(
      <BlockTree
        nodes={[{ id: 'd', type: 'item-detail', props: { collection: 'news' } }]}
        context={sampleContext({
          item: { ...item, collection: 'news' },
          forms: { 9: inquiry },
          productFormId: 9,
        })}
      />,
    );
    expect(news).not.toContain('sw-form');
  });

  it('is in Chinese on a Chinese product page', () => {
    const html = detail(sampleContext({ lang: 'zh', item, forms: { 9: inquiry }, productFormId: 9 }));
    expect(html).toContain('咨询此产品');
  });
});
