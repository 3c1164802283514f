import { hexOfHsl, hslOf, PALETTES, type PaletteColors } from './theme.ts';

/**
 * The templates' artwork is drawn in one of the palettes, named on the drawing's root
 * (`<svg data-sw-palette="forest" …>`), Ocean unless named: the colours near that palette's
 * primary hue stand for the primary colour, those near its accent hue for the accent; warm light,
 * greenery and neutrals outside those hues are the scene's own.
 */
const DEFAULT_AUTHORED = 'ocean';
const AUTHORED_PALETTE = /<svg\b[^>]*\sdata-sw-palette="([a-z]+)"/;
/** How far from the authored hue a colour still counts as that colour (Ocean: blues 195–245°). */
const PRIMARY_REACH = [-21, 29] as const;
const ACCENT_REACH = [-20, 15] as const;

/** Whether hue `h` lies within `reach` degrees of `centre`, around the colour wheel. */
function near(h: number, centre: number, reach: readonly [number, number]): boolean {
  const offset = ((((h - centre) % 360) + 540) % 360) - 180;
  return offset >= reach[0] && offset < reach[1];
}

/** The primary and accent the drawing was made in. */
function authoredColors(svg: string): Pick<PaletteColors, 'primary' | 'accent'> {
  const id = AUTHORED_PALETTE.exec(svg)?.[1] ?? DEFAULT_AUTHORED;
  const palette = PALETTES.find((p) => p.id === id) ?? PALETTES.find((p) => p.id === DEFAULT_AUTHORED);
  return palette?.colors ?? { primary: '#1456b8', accent: '#0a8f8f' };
}
/** Greys are not recoloured: a near-neutral blue-grey stays grey on every palette. */
const MIN_SATURATION = 0.12;

const HEX = /#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;

/** Moves a colour from the authored hue onto the palette colour's, keeping its lightness. */
function shift(hex: string, from: string, to: string): string {
  const [h, s, l] = hslOf(hex);
  const [fromHue, fromSat] = hslOf(from);
  const [toHue, toSat] = hslOf(to);
  const hue = (h - fromHue + toHue + 360) % 360;
  return hexOfHsl([hue, Math.min(1, (s * toSat) / fromSat), l]);
}

/**
 * A template image in the site's colours: each blue of the drawing takes the palette's primary
 * hue and each teal its accent's, so the artwork never fights the buttons drawn over it (Sunset
 * gets a warm dusk, not a navy one). Pure text substitution; the drawing itself is unchanged.
 */
export function tintArtwork(svg: string, colors: Pick<PaletteColors, 'primary' | 'accent'>): string {
  const authored = authoredColors(svg);
  const primaryHue = hslOf(authored.primary)[0];
  const accentHue = hslOf(authored.accent)[0];
  return svg.replace(HEX, (match, digits: string) => {
    const full = `#${digits.length === 3 ? digits.replace(/./g, '$&$&') : digits}`.toLowerCase();
    const [h, s] = hslOf(full);
    if (s < MIN_SATURATION) return match;
    if (near(h, primaryHue, PRIMARY_REACH)) return shift(full, authored.primary, colors.primary);
    if (near(h, accentHue, ACCENT_REACH)) return shift(full, authored.accent, colors.accent);
    return match;
  });
}
