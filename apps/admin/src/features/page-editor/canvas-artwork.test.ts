import { describe, expect, it } from 'vitest';
import { artworkTint, tintAddresses } from './canvas-artwork.ts';

describe('canvas artwork', () => {
  it('asks for template artwork in the palette of the theme', () => {
    const tint = artworkTint({
      palette: 'custom',
      customColors: { primary: '#E11D48', accent: '#0f766e', background: '#ffffff', text: '#111111' },
      fontPair: 'system',
      animation: 'none',
    });
    expect(tint).toBe('e11d48-0f766e');
    expect(tintAddresses('/template-assets/hero-corporate.svg', tint)).toBe(
      '/template-assets/hero-corporate.svg?tint=e11d48-0f766e',
    );
  });

  it('replaces an earlier tint and leaves other addresses alone', () => {
    const style = 'background-image: url("/template-assets/a.svg?tint=111111-222222"); color: red';
    expect(tintAddresses(style, 'abcdef-123456')).toBe(
      'background-image: url("/template-assets/a.svg?tint=abcdef-123456"); color: red',
    );
    expect(tintAddresses('/files/abc.png', 'abcdef-123456')).toBe('/files/abc.png');
  });
});
