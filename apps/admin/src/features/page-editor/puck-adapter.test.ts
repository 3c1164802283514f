import type { ComponentData } from '@puckeditor/core';
import { validatePageDocument } from '@sitewright/blocks';
import type { PageDocument } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  type CustomFieldRenderers,
  documentToPuckData,
  fieldKind,
  puckDataToDocument,
  puckDefaultProps,
  puckFields,
  slotProp,
} from './puck-adapter.ts';

/** A page as the server answers it: validated, so defaults and empty slots are filled in. */
function normalised(document: PageDocument): PageDocument {
  const checked = validatePageDocument(document);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
  return checked.document;
}

const PAGE = normalised({
  version: 1,
  blocks: [
    { id: 'nav', type: 'nav-menu', props: {} },
    {
      id: 'hero',
      type: 'section',
      props: { background: 'primary', padding: 'large' },
      slots: {
        content: [
          { id: 'h1', type: 'heading', props: { text: 'Welcome', level: 1 } },
          {
            id: 'cols',
            type: 'columns',
            props: { count: 3 },
            slots: {
              'column-1': [{ id: 'rt', type: 'rich-text', props: { html: '<p>Left <b>bold</b></p>' } }],
              'column-2': [{ id: 'img', type: 'image', props: { src: '/a.png', alt: 'A', link: '/x' } }],
              'column-3': [],
            },
          },
        ],
      },
    },
    {
      id: 'tbl',
      type: 'table',
      props: {
        rows: [
          ['a', 'b'],
          ['1', '2'],
        ],
      },
    },
    { id: 'foot', type: 'footer', props: { text: '', links: [{ label: 'Home', href: '/' }] } },
  ],
});

describe('page document ↔ Puck data', () => {
  it('round-trips a nested page without losing anything', () => {
    expect(puckDataToDocument(documentToPuckData(PAGE))).toEqual(PAGE);
  });

  it('gives each block its id and nests slots as content props', () => {
    const data = documentToPuckData(PAGE);
    const hero = data.content[1] as ComponentData;
    expect(hero.props.id).toBe('hero');
    const inner = hero.props[slotProp('content')] as ComponentData[];
    expect(inner.map((c) => c.props.id)).toEqual(['h1', 'cols']);
    const cols = inner[1] as ComponentData;
    expect((cols.props[slotProp('column-2')] as ComponentData[])[0]?.props.src).toBe('/a.png');
  });

  it('keeps a block edited in Puck, and the result passes the server’s validation', () => {
    const data = documentToPuckData(PAGE);
    const heading = ((data.content[1] as ComponentData).props[slotProp('content')] as ComponentData[])[0];
    if (!heading) throw new Error('no heading');
    heading.props.text = 'Hello there';
    const back = puckDataToDocument(data);
    expect(back.blocks[1]?.slots?.content?.[0]?.props.text).toBe('Hello there');
    expect(validatePageDocument(back).ok).toBe(true);
  });

  it('drops optional fields an emptied input leaves behind, so the page still saves', () => {
    const data = documentToPuckData(PAGE);
    const cols = ((data.content[1] as ComponentData).props[slotProp('content')] as ComponentData[])[1];
    if (!cols) throw new Error('no columns');
    const image = (cols.props[slotProp('column-2')] as ComponentData[])[0];
    if (!image) throw new Error('no image');
    image.props.link = '';
    image.props.width = Number.NaN;
    const back = puckDataToDocument(data);
    const saved = back.blocks[1]?.slots?.content?.[1]?.slots?.['column-2']?.[0];
    expect(saved?.props).not.toHaveProperty('link');
    expect(saved?.props).not.toHaveProperty('width');
    expect(validatePageDocument(back).ok).toBe(true);
  });

  it('a columns block keeps only the columns its count shows', () => {
    const data = documentToPuckData(PAGE);
    const cols = ((data.content[1] as ComponentData).props[slotProp('content')] as ComponentData[])[1];
    if (!cols) throw new Error('no columns');
    cols.props.count = 2;
    cols.props[slotProp('column-4')] = [];
    const back = puckDataToDocument(data);
    expect(Object.keys(back.blocks[1]?.slots?.content?.[1]?.slots ?? {})).toEqual(['column-1', 'column-2']);
  });

  it('a new block from the library starts from its defaults with empty slots and is valid', () => {
    const props = puckDefaultProps('section');
    expect(props[slotProp('content')]).toEqual([]);
    const doc = puckDataToDocument({ content: [{ type: 'section', props: { ...props, id: 'section-1' } }] });
    expect(validatePageDocument(doc).ok).toBe(true);
  });
});

describe('fields from the block schemas', () => {
  const render = () => null as never;
  const renderers: CustomFieldRenderers = {
    media: render,
    richText: render,
    grid: render,
    colour: () => render,
    form: render,
    link: render,
  };

  it('chooses an editor per field', () => {
    const fields = puckFields('image', renderers) as Record<string, { type: string }>;
    expect(fields.src?.type).toBe('custom');
    expect(fields.alt?.type).toBe('text');
    expect(fields.width?.type).toBe('number');
    expect(fields.align?.type).toBe('radio');
    expect(fields.newTab?.type).toBe('radio');
    expect((puckFields('rich-text', renderers) as Record<string, { type: string }>).html?.type).toBe(
      'custom',
    );
    expect((puckFields('footer', renderers) as Record<string, { type: string }>).links?.type).toBe('array');
    expect((puckFields('spacer', renderers) as Record<string, { type: string }>).size?.type).toBe('select');
    expect(
      (puckFields('section', renderers) as Record<string, { type: string }>)[slotProp('content')]?.type,
    ).toBe('slot');
  });

  it('offers a heading the levels H1 to H6, and labels a rich text’s field as the editor names it', () => {
    const heading = puckFields('heading', renderers) as Record<
      string,
      { type: string; options?: { label: string; value: number }[] }
    >;
    expect(heading.level?.type).toBe('select');
    expect(heading.level?.options?.map((o) => o.label)).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
    expect(heading.level?.options?.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
    const richText = puckFields('rich-text', renderers, { html: 'Text' }) as Record<
      string,
      { label: string }
    >;
    expect(richText.html?.label).toBe('Text');
  });

  it('offers the website’s forms for a form block, and a plain heading field beside', () => {
    const fields = puckFields('form', renderers) as Record<string, { type: string; render?: unknown }>;
    expect(fields.formId?.type).toBe('custom');
    expect(fields.formId?.render).toBe(renderers.form);
    expect(fields.heading?.type).toBe('text');
  });

  it('offers the theme’s colour tokens, or a colour of one’s own, for a section background', () => {
    expect(
      fieldKind(
        'background',
        { anyOf: [{ type: 'string', enum: ['none', 'primary'] }, { type: 'string' }] },
        'section',
      ),
    ).toEqual({
      kind: 'colour',
      tokens: ['none', 'primary'],
    });
    expect((puckFields('section', renderers) as Record<string, { type: string }>).background?.type).toBe(
      'custom',
    );
  });

  it('edits table rows as a grid and attachment files through the media library', () => {
    expect(fieldKind('rows', { type: 'array', items: { type: 'array' } }, 'table')).toEqual({ kind: 'grid' });
    const files = puckFields('attachments', renderers) as Record<
      string,
      { arrayFields?: Record<string, { type: string }> }
    >;
    expect(files.files?.arrayFields?.href?.type).toBe('custom');
  });

  it('chooses every link in the link picker, labelled in the editor’s language, footer links included', () => {
    const labels = { href: 'Link', link: 'Link' };
    const button = puckFields('button', renderers, labels) as Record<
      string,
      { label: string; render?: unknown }
    >;
    expect(button.href?.render).toBe(renderers.link);
    expect(button.href?.label).toBe('Link');
    const image = puckFields('image', renderers, labels) as Record<string, { render?: unknown }>;
    expect(image.link?.render).toBe(renderers.link);
    const footer = puckFields('footer', renderers, labels) as Record<
      string,
      { arrayFields?: Record<string, { label: string; render?: unknown }> }
    >;
    expect(footer.links?.arrayFields?.href?.render).toBe(renderers.link);
    expect(footer.links?.arrayFields?.href?.label).toBe('Link');
    // An attachment's address is a file of the media library, not a link to choose.
    const files = puckFields('attachments', renderers, labels) as Record<
      string,
      { arrayFields?: Record<string, { render?: unknown }> }
    >;
    expect(files.files?.arrayFields?.href?.render).toBe(renderers.media);
  });
});
