import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The audit log screen's texts: a namespace this feature owns (see FeatureMessages). */
const en = {
  title: 'Audit log',
  intro:
    'Every change made in your company: who made it, when, from which address, and what it changed. Passwords, codes and keys are never recorded. Entries are kept for {days} days.',
  time: 'Time',
  user: 'User',
  address: 'Address',
  action: 'Action',
  targets: 'Target ids',
  changes: 'Changed fields',
  website: 'website {id}',
  failed: 'Failed',
  anyUser: 'Any user',
  anyAction: 'Any action',
  dates: 'Date',
  exportCsv: 'Export CSV',
  exported: 'The audit log was downloaded as {file}.',
  count: '{n} entries',
  countOne: '1 entry',
  empty: 'No changes recorded yet.',
  emptyFiltered: 'No entries match these filters.',
  loadFailed: 'The audit log could not be loaded.',
} as const;

const zh: Catalog<typeof en> = {
  title: '操作日志',
  intro:
    '本公司的每一次修改：操作人、时间、IP 地址以及修改的内容。密码、验证码和密钥从不记录。日志保留 {days} 天',
  time: '时间',
  user: '用户',
  address: 'IP 地址',
  action: '操作',
  targets: '对象 ID',
  changes: '修改的字段',
  website: '网站 {id}',
  failed: '失败',
  anyUser: '全部用户',
  anyAction: '全部操作',
  dates: '日期',
  exportCsv: '导出 CSV',
  exported: '操作日志已下载为 {file}',
  count: '共 {n} 条',
  countOne: '共 1 条',
  empty: '暂无修改记录',
  emptyFiltered: '没有符合条件的记录',
  loadFailed: '操作日志加载失败',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    audit: typeof en;
  }
}

registerMessages('audit', { en, zh });

export const auditMessages = { en, zh };
