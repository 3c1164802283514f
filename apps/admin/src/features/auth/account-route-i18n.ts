import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** Titles of the public account screens, shown in the document title before their chunk loads. */
const en = {
  register: 'Register',
  forgot: 'Forgot password',
  resetLink: 'Choose a new password',
} as const;

const zh: Catalog<typeof en> = {
  register: '注册',
  forgot: '忘记密码',
  resetLink: '设置新密码',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    accountRoute: typeof en;
  }
}

registerMessages('accountRoute', { en, zh });

export const accountRouteMessages = { en, zh };
