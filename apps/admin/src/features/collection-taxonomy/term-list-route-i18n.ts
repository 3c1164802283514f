import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The term list screens' route titles, known before their chunks load (the route table imports this file). */
const en = {
  zones: 'Hall zones',
  areas: 'Areas',
} as const;

const zh: Catalog<typeof en> = {
  zones: '展区',
  areas: '区域',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    termListRoute: typeof en;
  }
}

registerMessages('termListRoute', { en, zh });
