import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The /auth-redirect screen's title, needed by the route table before the screen's chunk loads. */
const en = { title: 'Signing in' } as const;
const zh: Catalog<typeof en> = { title: '登录中' };

registerMessages('authRedirectRoute', { en, zh });

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    authRedirectRoute: typeof en;
  }
}

export const authRedirectRouteMessages = { en, zh };
