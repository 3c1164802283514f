import { describe, expect, it } from 'vitest';
import { tintArtwork } from './artwork.ts';
import { hslOf, PALETTES } from './theme.ts';

const palette = (id: string) => PALETTES.find((p) => p.id === id)?.colors ?? PALETTES[0].colors;
const hue = (hex: string) => Math.round(hslOf(hex)[0]);

const sky =
  '<svg><rect fill="#0f2a52"/><stop stop-color="#3f7cc9"/><circle fill="#f7d27a"/><rect fill="#d4d4d8"/><path fill="#0a8f8f"/></svg>';

describe('template artwork in the palette', () => {
  it('leaves the Ocean artwork as drawn', () => {
    const ocean = tintArtwork(sky, palette('ocean'));
    for (const color of ['#0f2a52', '#3f7cc9', '#f7d27a', '#d4d4d8', '#0a8f8f'])
      expect(hue(/#[0-9a-f]{6}/.exec(ocean.slice(ocean.indexOf(color) - 1))?.[0] ?? '')).toBe(hue(color));
  });

  it('turns the navy sky into the palette’s primary hue, keeping sun and greys', () => {
    const sunset = tintArtwork(sky, palette('sunset'));
    const [night, dusk, sun, grey, teal] = sunset.match(/#[0-9a-f]{6}/g) ?? [];
    expect(Math.abs(hue(night ?? '') - hue('#c2410c'))).toBeLessThan(3);
    expect(Math.abs(hue(dusk ?? '') - hue('#c2410c'))).toBeLessThan(3);
    // The dark stays dark: lightness is the drawing's own.
    expect(hslOf(night ?? '')[2]).toBeCloseTo(hslOf('#0f2a52')[2], 1);
    expect(sun).toBe('#f7d27a');
    expect(grey).toBe('#d4d4d8');
    expect(Math.abs(hue(teal ?? '') - hue('#7c3aed'))).toBeLessThan(3);
    expect(sunset).not.toContain('#0f2a52');
  });

  it('greys the artwork out on a grey palette', () => {
    const graphite = tintArtwork(sky, palette('graphite'));
    const night = graphite.match(/#[0-9a-f]{6}/g)?.[0] ?? '';
    expect(hslOf(night)[1]).toBeLessThan(0.1);
  });

  it('recolours artwork drawn in another palette from that palette’s own hues', () => {
    const shelf =
      '<svg data-sw-palette="forest" xmlns="http://www.w3.org/2000/svg"><rect fill="#2f6b3a"/><rect fill="#b5781f"/><rect fill="#4f8fb0"/></svg>';
    expect(tintArtwork(shelf, palette('forest'))).toContain('#2f6b3a');
    // A bakery's brown: the forest green of the shelves takes its hue, the sky stays blue.
    const [shelves, brass, sky] =
      tintArtwork(shelf, { primary: '#7a4a2a', accent: '#c8102e' }).match(/#[0-9a-f]{6}/g) ?? [];
    expect(Math.abs(hue(shelves ?? '') - hue('#7a4a2a'))).toBeLessThan(3);
    expect(Math.abs(hue(brass ?? '') - hue('#c8102e'))).toBeLessThan(3);
    expect(sky).toBe('#4f8fb0');
  });
});
