import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The audit log's route title and its menu group, known before the screen's chunk loads. */
const en = {
  title: 'Audit log',
  usersGroup: 'Users',
} as const;

const zh: Catalog<typeof en> = {
  title: '操作日志',
  usersGroup: '用户',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    auditRoute: typeof en;
  }
}

registerMessages('auditRoute', { en, zh });

export const auditRouteMessages = { en, zh };
