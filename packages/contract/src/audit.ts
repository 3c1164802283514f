import { z } from 'zod';
import { defineCall, INT_COLUMN_MAX, positiveInt } from './envelope.ts';
import type { Lang } from './errors.ts';
import { gatedCalls, ROLES } from './roles.ts';

/**
 * The audit log (issue 15, a screen under users, administrators only): every call that changed
 * something, with who made it, when, from which address, which call and which ids, and for
 * settings the fields it set. Secrets are never stored (the server redacts them by field name).
 */

export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_PAGE_SIZE_DEFAULT = 20;
/** Entries older than this are deleted by a daily clean-up. */
export const AUDIT_RETENTION_DAYS = 180;
/** Most rows one CSV export holds (the newest of the filter). */
export const AUDIT_EXPORT_MAX = 10_000;
/** What a redacted value reads as. */
export const AUDIT_REDACTED = '[redacted]';

/** The date presets of the filter: today (since midnight UTC) and the last 7, 30 and 90 days. */
export const AUDIT_DATE_PRESETS = ['today', '7', '30', '90'] as const;
export const AuditDatePreset = z.enum(AUDIT_DATE_PRESETS);

/** Whether the call succeeded, or was refused (a failed sign-in is the only refusal recorded). */
export const AuditOutcome = z.enum(['ok', 'failed']);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

const Instant = z.iso.datetime({ offset: true });

export const AuditLogQuery = z
  .object({
    page: z.coerce.number().int().positive().max(INT_COLUMN_MAX).default(1),
    page_size: z.coerce.number().int().positive().max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
    user_id: positiveInt().optional(),
    /** A call as the list's `calls` name it: a contract call name (`website.edit`) or `METHOD /path`. */
    call: z.string().trim().max(200).default(''),
    /** A preset, or an explicit range (from/to, ISO instants); a preset wins over a range. */
    date: AuditDatePreset.optional(),
    from: Instant.optional(),
    to: Instant.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end of the range must not be before its start',
  });
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

/** The filters of the export: the list's, without paging. */
export const AuditExportQuery = AuditLogQuery;
export type AuditExportQuery = z.input<typeof AuditExportQuery>;

/**
 * One field a call set: its new value, `[redacted]` for a secret, null when too long or not plain;
 * and its old value, when the call's module told what the record held before (then only the
 * fields that differ are listed).
 */
export const AuditChange = z.object({
  field: z.string(),
  value: z.string().nullable(),
  before: z.string().nullable().optional(),
});
export type AuditChange = z.infer<typeof AuditChange>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null for a failed sign-in (nobody was signed in). */
  user_id: z.number().int().nullable(),
  /** The user name at the time of the call (or the one typed at a failed sign-in). */
  user_name: z.string(),
  ip: z.string(),
  method: z.string(),
  path: z.string(),
  /** The contract's name of the call (`website.edit`), or `METHOD /path` for a call it does not name. */
  call: z.string(),
  website_id: z.number().int().nullable(),
  /** The ids the call named (`id`, `ids`, `page_id`, …) or created. */
  target_ids: z.record(z.string(), z.union([z.number().int(), z.array(z.number().int())])),
  changes: z.array(AuditChange),
  outcome: AuditOutcome,
  create_time: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogList = z.object({
  list: z.array(AuditEntry),
  total: z.number().int(),
  /** Everyone who appears in the company's log, for the user filter. */
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Every call that appears in the company's log, for the call filter. */
  calls: z.array(z.string()),
});
export type AuditLogList = z.infer<typeof AuditLogList>;

export const AuditExport = z.object({ file_name: z.string(), csv: z.string() });
export type AuditExport = z.infer<typeof AuditExport>;

export const auditCalls = gatedCalls([ROLES.admin], {
  list: defineCall({
    method: 'GET',
    path: '/api/website/audit-log/list',
    query: AuditLogQuery,
    data: AuditLogList,
    audit: false,
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/website/audit-log/export',
    query: AuditExportQuery,
    data: AuditExport,
    audit: false,
  }),
});

type Text = { en: string; zh: string };

/**
 * Human names of the calls that change something, by contract call name. A call missing here
 * (one added later) is shown as its method and path, so the log never hides an entry.
 */
export const AUDIT_ACTION_NAMES: Record<string, Text> = {
  'user.login': { en: 'Signed in', zh: '登录' },
  'user.logout': { en: 'Signed out', zh: '退出登录' },
  'user.changePassword': { en: 'Changed own password', zh: '修改密码' },
  'website.add': { en: 'Created a website', zh: '新建网站' },
  websiteAddFromTemplate: { en: 'Created a website', zh: '新建网站' },
  'website.edit': { en: 'Changed website settings', zh: '修改网站设置' },
  'website.del': { en: 'Deleted a website', zh: '删除网站' },
  'websiteLanguage.add': { en: 'Added a website language', zh: '添加网站语言' },
  'template.apply': { en: 'Applied a template', zh: '应用模板' },
  'host.change': { en: 'Changed the website address', zh: '修改网站域名' },
  'host.saveSsl': { en: 'Uploaded a certificate', zh: '上传证书' },
  'page.create': { en: 'Created a page', zh: '新建页面' },
  'page.del': { en: 'Deleted pages', zh: '删除页面' },
  'page.saveSettings': { en: 'Changed page settings', zh: '修改页面设置' },
  'page.saveElement': { en: 'Saved a page', zh: '保存页面' },
  'page.copy': { en: 'Copied a page', zh: '复制页面' },
  'page.restoreVersion': { en: 'Restored a page version', zh: '恢复页面版本' },
  pageTranslate: { en: 'Translated a page', zh: '翻译页面' },
  initForCopy: { en: 'Copied a language version', zh: '复制语言版本' },
  'menu.save': { en: 'Saved the menu', zh: '保存菜单' },
  'menu.del': { en: 'Deleted a menu item', zh: '删除菜单项' },
  'globalSection.save': { en: 'Saved the header or footer', zh: '保存页头或页脚' },
  'publish.publish': { en: 'Published the website', zh: '发布网站' },
  'publish.unpublish': { en: 'Unpublished the website', zh: '取消发布网站' },
  'redirect.save': { en: 'Saved a redirect', zh: '保存重定向' },
  'redirect.del': { en: 'Deleted redirects', zh: '删除重定向' },
  'redirect.import': { en: 'Imported redirects', zh: '导入重定向' },
  'blockIp.save': { en: 'Saved blocked IPs', zh: '保存屏蔽 IP' },
  'blockIp.add': { en: 'Blocked an IP', zh: '屏蔽 IP' },
  'blockIp.del': { en: 'Unblocked IPs', zh: '取消屏蔽 IP' },
  'geoRule.save': { en: 'Saved a geo redirect rule', zh: '保存地区跳转规则' },
  'geoRule.del': { en: 'Deleted geo redirect rules', zh: '删除地区跳转规则' },
  'mediaLibrary.createFolder': { en: 'Created a media folder', zh: '新建素材文件夹' },
  'mediaLibrary.renameFolder': { en: 'Renamed a media folder', zh: '重命名素材文件夹' },
  'mediaLibrary.moveFolder': { en: 'Moved a media folder', zh: '移动素材文件夹' },
  'mediaLibrary.deleteFolder': { en: 'Deleted a media folder', zh: '删除素材文件夹' },
  'mediaLibrary.renameFile': { en: 'Renamed a file', zh: '重命名文件' },
  'mediaLibrary.setAlt': { en: 'Changed an image description', zh: '修改图片描述' },
  'mediaLibrary.moveFiles': { en: 'Moved files', zh: '移动文件' },
  'mediaLibrary.deleteFiles': { en: 'Deleted files', zh: '删除文件' },
  'upload.file': { en: 'Uploaded a file', zh: '上传文件' },
  'upload.xlsx': { en: 'Uploaded a spreadsheet', zh: '上传表格' },
  'upload.zip': { en: 'Uploaded an archive', zh: '上传压缩包' },
  'message.setIsRead': { en: 'Marked messages read', zh: '标记消息已读' },
  'message.del': { en: 'Deleted messages', zh: '删除消息' },
  'team.userCreate': { en: 'Added a user', zh: '添加用户' },
  'team.userEdit': { en: 'Edited a user', zh: '编辑用户' },
  'team.userDelete': { en: 'Deleted a user', zh: '删除用户' },
  'team.userStatus': { en: 'Enabled or disabled a user', zh: '启用或停用用户' },
  'team.roleCreate': { en: 'Added a role', zh: '添加角色' },
  'team.roleEdit': { en: 'Edited a role', zh: '编辑角色' },
  'team.roleDelete': { en: 'Deleted a role', zh: '删除角色' },
};

/** The human name of a logged call in a language, else the call as logged (`METHOD /path`). */
export function auditActionName(call: string, lang: Lang): string {
  return AUDIT_ACTION_NAMES[call]?.[lang] ?? call;
}
