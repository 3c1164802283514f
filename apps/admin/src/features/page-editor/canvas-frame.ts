import { type Catalog, registerMessages, t } from '../../shared/i18n/index.ts';

const en = { title: 'The page being edited' } as const;
const zh: Catalog<typeof en> = { title: '正在编辑的页面' };

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    canvasFrame: typeof en;
  }
}

registerMessages('canvasFrame', { en, zh });

export const canvasFrameMessages = { en, zh };

/**
 * Names the canvas's frame for screen readers (WCAG 4.1.2): Puck draws the page in an iframe of
 * its own and leaves it without a title.
 */
export function nameCanvasFrame(canvas: Document): void {
  canvas.defaultView?.frameElement?.setAttribute('title', t('canvasFrame.title'));
}
