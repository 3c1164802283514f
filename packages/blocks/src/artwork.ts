import { hexOfHsl, hslOf, type PaletteColors } from './theme.ts';

/**
 * The templates' artwork is drawn in the Ocean palette: its blues stand for the primary colour,
 * its teals for the accent; warm light, greenery and neutrals are the scene's own.
 */
const AUTHORED = { primary: '#1456b8', accent: '#0a8f8f' } as const;
const PRIMARY_HUES = [195, 245] as const;
const ACCENT_HUES = [160, 195] as const;
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
  return svg.replace(HEX, (match, digits: string) => {
    const full = `#${digits.length === 3 ? digits.replace(/./g, '$&$&') : digits}`.toLowerCase();
    const [h, s] = hslOf(full);
    if (s < MIN_SATURATION) return match;
    if (h >= PRIMARY_HUES[0] && h < PRIMARY_HUES[1]) return shift(full, AUTHORED.primary, colors.primary);
    if (h >= ACCENT_HUES[0] && h < ACCENT_HUES[1]) return shift(full, AUTHORED.accent, colors.accent);
    return match;
  });
}
