import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The attribute screen's route title, known before its chunk loads (the route table imports this file). */
const en = {
  title: 'Product attributes',
  menu: 'Attributes',
} as const;

const zh: Catalog<typeof en> = {
  title: '产品属性',
  menu: '属性',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    attributesRoute: typeof en;
  }
}

registerMessages('attributesRoute', { en, zh });

export const attributesRouteMessages = { en, zh };
