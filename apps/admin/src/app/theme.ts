import type { ThemeConfig } from 'antd/es/config-provider/context';

export const PRIMARY_COLOR = '#1f6feb';

export const theme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6 },
  components: {
    Layout: { headerHeight: 60, headerPadding: '0 16px', headerBg: '#ffffff', siderBg: '#001529' },
  },
};

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
