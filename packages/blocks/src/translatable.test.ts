import type { PageDocument } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry.ts';
import { TRANSLATABLE_FIELDS, translatableTexts, withTranslatedTexts } from './translatable.ts';
import { validatePageDocument } from './validate.ts';

const document: PageDocument = {
  version: 1,
  blocks: [
    {
      id: 's',
      type: 'section',
      props: {},
      slots: {
        content: [
          { id: 'h', type: 'heading', props: { text: 'Welcome', level: 1 } },
          { id: 'r', type: 'rich-text', props: { html: '<p>Hello <b>world</b></p>' } },
        ],
      },
    },
    {
      id: 't',
      type: 'table',
      props: {
        rows: [
          ['', 'Price'],
          ['Tea', '3'],
        ],
        caption: 'Menu',
      },
    },
    { id: 'b', type: 'button', props: { text: 'Contact us', href: '/contact' } },
  ],
};

describe('translatable texts', () => {
  it('names only block types and props that exist', () => {
    for (const type of Object.keys(TRANSLATABLE_FIELDS)) expect(blockRegistry.has(type), type).toBe(true);
  });

  it('lists the words visitors read in document order, markup kept for rich text, links left out', () => {
    expect(translatableTexts(document)).toEqual([
      { format: 'text', value: 'Welcome' },
      { format: 'html', value: '<p>Hello <b>world</b></p>' },
      { format: 'text', value: 'Menu' },
      { format: 'text', value: 'Price' },
      { format: 'text', value: 'Tea' },
      { format: 'text', value: '3' },
      { format: 'text', value: 'Contact us' },
    ]);
  });

  it('puts translations back in place and keeps everything else', () => {
    const texts = translatableTexts(document).map((t) => `[de] ${t.value}`);
    const translated = withTranslatedTexts(document, texts);
    expect(translatableTexts(translated).map((t) => t.value)).toEqual(texts);
    expect(JSON.stringify(translated)).toContain('"href":"/contact"');
    expect(validatePageDocument(translated).ok).toBe(true);
    expect(() => withTranslatedTexts(document, texts.slice(1))).toThrow(/Expected 7/);
  });
});
