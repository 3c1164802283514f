import type { ComponentData } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { firstWords, layersOf, ROOT_ZONE } from './layers.ts';

const labels: Record<string, string> = {
  section: 'Section',
  heading: 'Heading',
  'rich-text': 'Text',
  image: 'Image',
};
const labelOf = (type: string) => labels[type] ?? type;

const block = (type: string, props: Record<string, unknown>): ComponentData =>
  ({ type, props }) as ComponentData;

describe('layersOf', () => {
  it('names each block by its type and the first words it shows, a section by its first words inside', () => {
    const layers = layersOf(
      [
        block('section', {
          id: 's1',
          slot_content: [
            block('image', { id: 'i1', src: '/x.svg', alt: 'Our office' }),
            block('heading', { id: 'h1', text: 'Clear advice for companies that are ready to grow' }),
          ],
        }),
        block('section', {
          id: 's2',
          slot_content: [block('rich-text', { id: 't1', html: '<p>Market <b>reviews</b> &amp; plans</p>' })],
        }),
        block('section', { id: 's3', slot_content: [] }),
      ],
      labelOf,
    );
    expect(layers.map((l) => [l.label, l.words])).toEqual([
      ['Section', 'Our office'],
      ['Section', 'Market reviews & plans'],
      ['Section', ''],
    ]);
    expect(layers[0]?.children.map((l) => [l.label, l.words, l.zone, l.index])).toEqual([
      ['Image', 'Our office', 's1:slot_content', 0],
      ['Heading', 'Clear advice for companies that are…', 's1:slot_content', 1],
    ]);
    expect(layers[1]?.zone).toBe(ROOT_ZONE);
    expect(layers[1]?.index).toBe(1);
  });
});

describe('firstWords', () => {
  it('keeps six words or forty characters', () => {
    expect(firstWords('One two three')).toBe('One two three');
    expect(firstWords('Supercalifragilisticexpialidocious extraordinarily long')).toBe(
      'Supercalifragilisticexpialidocious extra…',
    );
  });
});
