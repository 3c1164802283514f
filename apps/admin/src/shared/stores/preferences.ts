import type { Lang } from '@sitewright/contract';

/** antd component sizes as the spec names them: 'middle' is shown as medium. */
export type ComponentSize = 'small' | 'middle' | 'large';
export type Device = 'desktop' | 'mobile';

export const DEFAULT_LANGUAGE: Lang = 'en';
export const DEFAULT_SIZE: ComponentSize = 'middle';
export const DEFAULT_DEVICE: Device = 'desktop';

/** Below this viewport width the shell behaves as on a phone. */
export const MOBILE_MAX_WIDTH_PX = 992;

export function parseLanguage(value: string | undefined): Lang {
  return value?.toLowerCase().startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}

export function parseSize(value: string | undefined): ComponentSize {
  if (value === 'small' || value === 'large' || value === 'middle') return value;
  return value === 'medium' ? 'middle' : DEFAULT_SIZE;
}

/** The sidebar cookie holds 1 (open) or 0 (closed); unset means open. */
export function parseSidebarOpened(value: string | undefined): boolean {
  return value !== '0';
}

export function deviceForWidth(width: number): Device {
  return width < MOBILE_MAX_WIDTH_PX ? 'mobile' : 'desktop';
}

/** The value sent as Accept-Language so the server answers in the UI language. */
export function acceptLanguage(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

/** The `lang` attribute of the document. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}
