import { describe, expect, it } from 'vitest';
import { altPathOf, getAt, needsAltText, setAt } from './image-alt.ts';

describe('the alternative text beside an image', () => {
  it('is found beside an image block’s picture and a gallery item’s, not beside a logo', () => {
    expect(altPathOf('src')).toBe('alt');
    expect(altPathOf('images[2].src')).toBe('images[2].alt');
    expect(altPathOf('logo')).toBeNull();
    expect(altPathOf('backgroundImage')).toBeNull();
  });

  it('is set in a copy, gallery items included, leaving the rest as it was', () => {
    const props = {
      images: [
        { src: '/a.png', alt: 'A' },
        { src: '/b.png', alt: '' },
      ],
      columns: 3,
    };
    const next = setAt(props, 'images[1].alt', 'Bread');
    expect(getAt(next, 'images[1].alt')).toBe('Bread');
    expect(getAt(next, 'images[0].alt')).toBe('A');
    expect(props.images[1]?.alt).toBe('');
    expect(next.columns).toBe(3);
  });

  it('is asked for when the image has none or still the placeholder’s, not when it has its own', () => {
    expect(needsAltText({ src: '/a.png', alt: 'Placeholder image' }, 'alt')).toBe(true);
    expect(needsAltText({ images: [{ alt: 'Placeholder image 2' }] }, 'images[0].alt')).toBe(true);
    expect(needsAltText({ src: '/a.png', alt: '' }, 'alt')).toBe(true);
    expect(needsAltText({ src: '/a.png', alt: 'Our bakery at dawn' }, 'alt')).toBe(false);
    expect(needsAltText({ logo: '/a.png' }, null)).toBe(false);
  });
});
