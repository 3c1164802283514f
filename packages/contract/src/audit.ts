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

/** A collection's item as the log names it: one (with its article), several, and in Chinese. */
const COLLECTION_NOUNS: Record<string, { one: string; many: string; zh: string }> = {
  news: { one: 'an article', many: 'articles', zh: '文章' },
  product: { one: 'a product', many: 'products', zh: '产品' },
  meeting: { one: 'a meeting', many: 'meetings', zh: '会议' },
  organizer: { one: 'an organizer', many: 'organizers', zh: '主办方' },
  sponsor: { one: 'a sponsor', many: 'sponsors', zh: '赞助商' },
  expert: { one: 'an expert', many: 'experts', zh: '专家' },
  faq: { one: 'an FAQ', many: 'FAQs', zh: '常见问题' },
  exhibitor: { one: 'an exhibitor', many: 'exhibitors', zh: '展商' },
  exhibit: { one: 'an exhibit item', many: 'exhibit items', zh: '展品' },
};

/** Every collection has the same calls: each is named from a verb and the collection's noun. */
const COLLECTION_VERBS: Record<string, (n: { one: string; many: string; zh: string }) => Text> = {
  save: (n) => ({ en: `Saved ${n.one}`, zh: `保存${n.zh}` }),
  del: (n) => ({ en: `Deleted ${n.many}`, zh: `删除${n.zh}` }),
  sort: (n) => ({ en: `Reordered ${n.many}`, zh: `排序${n.zh}` }),
  batch: (n) => ({ en: `Changed ${n.many} in bulk`, zh: `批量修改${n.zh}` }),
  previewLink: (n) => ({ en: `Made a preview link of ${n.one}`, zh: `生成${n.zh}预览链接` }),
  import: (n) => ({ en: `Imported ${n.many}`, zh: `导入${n.zh}` }),
  typeSave: (n) => ({ en: `Saved a category of ${n.many}`, zh: `保存${n.zh}分类` }),
  typeDel: (n) => ({ en: `Deleted categories of ${n.many}`, zh: `删除${n.zh}分类` }),
  typeOrder: (n) => ({ en: `Reordered categories of ${n.many}`, zh: `排序${n.zh}分类` }),
  tagSave: (n) => ({ en: `Saved a tag of ${n.many}`, zh: `保存${n.zh}标签` }),
  tagDel: (n) => ({ en: `Deleted tags of ${n.many}`, zh: `删除${n.zh}标签` }),
  tagMerge: (n) => ({ en: `Merged tags of ${n.many}`, zh: `合并${n.zh}标签` }),
};

function collectionActionNames(): Record<string, Text> {
  const names: Record<string, Text> = {};
  for (const [collection, noun] of Object.entries(COLLECTION_NOUNS)) {
    for (const [verb, name] of Object.entries(COLLECTION_VERBS)) names[`${collection}.${verb}`] = name(noun);
  }
  return names;
}

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
  'template.removeSampleContent': { en: 'Removed the sample content', zh: '删除示例内容' },
  'host.change': { en: 'Changed the website address', zh: '修改网站域名' },
  'host.saveSsl': { en: 'Uploaded a certificate', zh: '上传证书' },
  'page.create': { en: 'Created a page', zh: '新建页面' },
  'page.del': { en: 'Deleted pages', zh: '删除页面' },
  'page.saveSettings': { en: 'Changed page settings', zh: '修改页面设置' },
  'page.saveElement': { en: 'Saved a page', zh: '保存页面' },
  'page.copy': { en: 'Copied a page', zh: '复制页面' },
  'page.restoreVersion': { en: 'Restored a page version', zh: '恢复页面版本' },
  'page.nameVersion': { en: 'Named a page version', zh: '命名页面版本' },
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
  'invite.invite': { en: 'Invited a user', zh: '邀请用户' },
  'invite.invitationRevoke': { en: 'Withdrew an invitation', zh: '撤回邀请' },
  'invite.subAuth': { en: "Changed a sub-account's access", zh: '修改子账号权限' },
  'invite.subAccountSettingSave': { en: 'Changed the sub-account settings', zh: '修改子账号设置' },
  'user.authRedirect': { en: 'Signed in from another system', zh: '从其他系统登录' },
  'invitation.invitationCheck': { en: 'Opened an invitation', zh: '查看邀请' },
  'invitation.invitationAccept': { en: 'Accepted an invitation', zh: '接受邀请' },
  'account.acquireNoteCode': { en: 'Asked for a sign-in code by SMS', zh: '获取短信验证码' },
  'account.phoneLogin': { en: 'Signed in by phone', zh: '手机号登录' },
  'account.acquireNoteCodeByNotRegistered': {
    en: 'Asked for a registration code by SMS',
    zh: '获取注册验证码',
  },
  'account.phoneAddUser': { en: 'Registered a company', zh: '注册公司' },
  'account.editUserPwdByValidCode': { en: 'Reset a password by SMS code', zh: '通过短信验证码重置密码' },
  'account.getSendEmail': { en: 'Asked for a password reset e-mail', zh: '申请密码重置邮件' },
  'account.getCheckGetBackUrl': { en: 'Opened a password reset link', zh: '打开密码重置链接' },
  'account.editUserPwdByEmail': { en: 'Reset a password by e-mail', zh: '通过邮件重置密码' },
  'account.sendCompanyCode': { en: 'Asked for the company code', zh: '找回公司代码' },
  'attribute.save': { en: 'Saved an attribute', zh: '保存属性' },
  'attribute.del': { en: 'Deleted attributes', zh: '删除属性' },
  'attribute.sort': { en: 'Reordered attributes', zh: '排序属性' },
  'exhibitorArea.save': { en: 'Saved an area', zh: '保存区域' },
  'exhibitorArea.del': { en: 'Deleted areas', zh: '删除区域' },
  'exhibitorZone.save': { en: 'Saved a hall zone', zh: '保存展区' },
  'exhibitorZone.del': { en: 'Deleted hall zones', zh: '删除展区' },
  'companyInfo.save': { en: 'Changed the company information', zh: '修改公司信息' },
  'companyOrder.createTemplateOrder': { en: 'Ordered a template', zh: '购买模板' },
  'companyOrder.createPluginOrder': { en: 'Ordered a plugin', zh: '购买插件' },
  'companyOrder.payAgain': { en: 'Paid an order again', zh: '重新支付订单' },
  'companyOrder.cancel': { en: 'Cancelled an order', zh: '取消订单' },
  'form.formSave': { en: 'Saved a form', zh: '保存表单' },
  'form.stopAndDel': { en: 'Stopped and deleted a form', zh: '停用并删除表单' },
  'form.editorFormInfo': { en: 'Opened a form in the editor', zh: '在编辑器中打开表单' },
  'form.recordUpdate': { en: 'Updated an inquiry', zh: '更新询盘' },
  'form.reply': { en: 'Replied to an inquiry', zh: '回复询盘' },
  'form.replyTemplateSave': { en: 'Saved a reply template', zh: '保存回复模板' },
  'form.replyTemplateDel': { en: 'Deleted reply templates', zh: '删除回复模板' },
  'form.signatureSave': { en: 'Saved the e-mail signature', zh: '保存邮件签名' },
  'host.sslStatus': { en: 'Checked the certificate', zh: '查询证书状态' },
  'menu.exam': { en: 'Checked the menu', zh: '检查菜单' },
  'paySet.add': { en: 'Saved a payment account', zh: '保存支付账户' },
  'paySet.del': { en: 'Deleted a payment account', zh: '删除支付账户' },
  'paySet.test': { en: 'Tested a payment account', zh: '测试支付账户' },
  'websitePay.save': { en: "Changed the website's payment settings", zh: '修改网站支付设置' },
  'plugin.save': { en: 'Changed plugin settings', zh: '修改插件设置' },
  'publish.linkCheck': { en: "Checked the website's links", zh: '检查网站链接' },
  'publish.previewLink': { en: 'Made a preview link', zh: '生成预览链接' },
  ...collectionActionNames(),
};

/** The human name of a logged call in a language, else the call as logged (`METHOD /path`). */
export function auditActionName(call: string, lang: Lang): string {
  return AUDIT_ACTION_NAMES[call]?.[lang] ?? call;
}
