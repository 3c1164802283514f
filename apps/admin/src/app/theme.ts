import type { ThemeConfig } from 'antd/es/config-provider/context';

/**
 * The back office's colours. Every text colour meets WCAG AA contrast (4.5:1) on the white panels
 * and the grey page behind them; theme.test.ts computes each pair from antd's resulting tokens, so
 * a change here that breaks AA fails at once. antd's defaults do not: its blue #1677ff is 4.1:1 on
 * white, its description grey 3.4:1, its green and gold tag text 3.4:1 and 2.8:1.
 */
export const PRIMARY_COLOR = '#0958d9';
/** Help text, counts, descriptions: antd's tertiary text, dark enough to read (5.3:1 on white). */
export const TEXT_MUTED = 'rgba(0, 0, 0, 0.58)';
/** Placeholders stay lighter than typed text yet readable (4.9:1 on white). */
const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.56)';
const SUCCESS = '#237804';
const WARNING = '#8f5600';
const ERROR = '#cf1322';

/**
 * Shade 7 of a preset colour, under both of antd's names for it: `green7` and `green-7` become the
 * same CSS variable, and the one antd derives would win over an override of the other alone.
 */
function textShade(preset: string, colour: string): Record<string, string> {
  return { [`${preset}7`]: colour, [`${preset}-7`]: colour };
}

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    // antd derives links and "processing" tags from the info colour, not the primary one.
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    // antd lightens on hover (#579df2, 2.8:1 under white button text): a hover stays as readable.
    colorPrimaryHover: '#1f63d6',
    colorLinkHover: '#1f63d6',
    colorTextTertiary: TEXT_MUTED,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    colorSuccess: SUCCESS,
    colorWarning: WARNING,
    colorError: ERROR,
    // A dark seed would also darken the status tags' and alerts' light backgrounds: kept light.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    // Coloured tags write in shade 7 of their colour on shade 1; these shades are too light for text.
    ...textShade('green', SUCCESS),
    ...textShade('gold', WARNING),
    ...textShade('orange', '#ad4e00'),
    ...textShade('cyan', '#006d75'),
    ...textShade('lime', '#4f7a00'),
    ...textShade('yellow', '#876800'),
    ...textShade('volcano', '#ad2102'),
    borderRadius: 6,
  },
  components: {
    Layout: { headerHeight: 60, headerPadding: '0 16px', headerBg: '#ffffff', siderBg: '#001529' },
    // An empty table says so in antd's disabled grey (1.8:1); it is a sentence to read, not a disabled control.
    Table: { colorTextDisabled: TEXT_MUTED },
  },
};

/**
 * The theme's colours that plain CSS uses (`var(--sw-color-…)` in global.css and the screens'
 * stylesheets), so a screen's own text follows the theme instead of a grey of its own.
 */
export const CSS_COLOURS: Record<string, string> = {
  '--sw-color-primary': PRIMARY_COLOR,
  '--sw-color-text-muted': TEXT_MUTED,
  '--sw-color-error': ERROR,
  '--sw-color-warning': WARNING,
};

/** Puts CSS_COLOURS on the document's root element, where every stylesheet can read them. */
export function applyCssColours(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(CSS_COLOURS)) root.style.setProperty(name, value);
}

/**
 * The theme for an operator whose system asks for less motion (`prefers-reduced-motion`): antd's
 * dialogs, menus and popovers then open and close without animating.
 */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}

/** Whether the system asks for less motion (read once: a change applies on the next load). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
