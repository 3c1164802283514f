import { mediaFileUrl } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { mediaShasIn } from './media-usage-scan.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);

describe('mediaShasIn', () => {
  it('finds files in props, nested slots, rich text and absolute addresses, variants included', () => {
    const document = {
      version: 1,
      blocks: [
        { id: '1', type: 'image', props: { src: mediaFileUrl(A, 'png'), alt: 'x' } },
        {
          id: '2',
          type: 'section',
          props: {},
          slots: {
            content: [
              {
                id: '3',
                type: 'rich-text',
                props: { html: `<p><img src="https://demo.example.com${mediaFileUrl(B, 'webp', 640)}"></p>` },
              },
            ],
          },
        },
        { id: '4', type: 'gallery', props: { items: [{ image: mediaFileUrl(A, 'png') }] } },
      ],
    };
    expect([...mediaShasIn(document)].sort()).toEqual([A, B]);
  });

  it('ignores look-alikes that are not served media paths', () => {
    const props = {
      a: `/files/${C.slice(1)}.png`,
      b: `/file/${C}.png`,
      c: `/files/${C.toUpperCase()}.png`,
      d: `/files/${C}0.png`,
      e: 42,
      f: null,
    };
    expect(mediaShasIn(props).size).toBe(0);
  });
});
