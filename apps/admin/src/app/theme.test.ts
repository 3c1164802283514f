import antdTheme from 'antd/es/theme';
import { describe, expect, it } from 'vitest';
import { CSS_COLOURS, theme } from './theme.ts';

/** WCAG AA: normal text, and large text or the parts of a control. */
const TEXT = 4.5;

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const short = colour.match(/^#([0-9a-f]{3})$/i)?.[1];
  const hex = short ? [...short].map((c) => c + c).join('') : colour.match(/^#([0-9a-f]{6})$/i)?.[1];
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba;
  const parts = colour
    .match(/^rgba?\(([^)]+)\)$/)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${colour}`);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

/** A translucent colour as it shows over `under` (opaque). */
function over(colour: Rgba, under: Rgba): Rgba {
  const a = colour[3];
  return [0, 1, 2].map((i) => (colour[i] ?? 0) * a + (under[i] ?? 0) * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of text in `fg` on `bg` (both may be translucent; the page is white). */
export function contrast(fg: string, bg: string): number {
  const back = over(parse(bg), [255, 255, 255, 1]);
  const front = over(parse(fg), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
/** The back office's grey page behind its white panels (global.css). */
const PAGE = '#f5f7fa';
const colour = (name: string) => {
  const value = token[name];
  if (!value) throw new Error(`antd has no token ${name}`);
  return value;
};

describe('the theme meets WCAG AA contrast', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrast('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(3.95, 1);
  });

  const backgrounds = ['colorBgContainer', 'colorBgLayout', 'colorFillAlter', 'colorFillTertiary'];
  const texts = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextHeading',
    'colorTextLabel',
    'colorPrimary',
    'colorPrimaryText',
    'colorLink',
    'colorLinkHover',
    'colorSuccessText',
    'colorWarningText',
    'colorErrorText',
    'colorSuccess',
    'colorWarning',
    'colorError',
  ];
  it.each(texts)('%s is readable on white panels, the grey page and table headers', (text) => {
    for (const bg of [...backgrounds.map(colour), PAGE]) {
      expect(contrast(colour(text), bg), `${text} ${colour(text)} on ${bg}`).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError'])(
    'white button text is readable on %s',
    (fill) => {
      expect(contrast(colour('colorTextLightSolid'), colour(fill))).toBeGreaterThanOrEqual(TEXT);
    },
  );

  it('the selected menu entry and the selected tab are readable', () => {
    expect(contrast(colour('colorPrimary'), colour('colorPrimaryBg'))).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(colour('colorText'), colour('controlItemBgActive'))).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(['Success', 'Info', 'Warning', 'Error'])('a %s status tag or alert is readable', (status) => {
    const text = colour(`color${status}`);
    expect(contrast(text, colour(`color${status}Bg`))).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(colour('colorText'), colour(`color${status}Bg`))).toBeGreaterThanOrEqual(TEXT);
  });

  it.each([
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'gold',
    'lime',
  ])('a %s tag is readable (shade 7 on shade 1)', (preset) => {
    // antd writes both names into one CSS variable: each must be readable.
    for (const shade of [`${preset}7`, `${preset}-7`]) {
      expect(contrast(colour(shade), colour(`${preset}1`)), shade).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it("an empty table's sentence is readable", () => {
    const empty = theme.components?.Table?.colorTextDisabled ?? colour('colorTextDisabled');
    expect(contrast(empty, colour('colorBgContainer'))).toBeGreaterThanOrEqual(TEXT);
  });

  it('the colours plain CSS reads are readable on white and on the grey page', () => {
    for (const [name, value] of Object.entries(CSS_COLOURS)) {
      for (const bg of ['#ffffff', PAGE, '#f5f5f5']) {
        expect(contrast(value, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(TEXT);
      }
    }
  });
});
