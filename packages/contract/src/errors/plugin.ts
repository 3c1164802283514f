import type { ErrorTable } from './table.ts';

/** Third-party plugins (19xx). */
export const pluginErrors = {
  PLUGIN_SETTING_REQUIRED: {
    code: 1901,
    status: 400,
    en: 'Fill in {label} before turning this plugin on.',
    zh: '启用此插件前请先填写{label}',
  },
  PLUGIN_KEY_INVALID: {
    code: 1902,
    status: 400,
    en: 'This is not a Google service account key: {reason}. Download a JSON key of the service account from Google Cloud.',
    zh: '这不是 Google 服务账号密钥：{reason}。请从 Google Cloud 下载服务账号的 JSON 密钥',
  },
  PLUGIN_POLICY_UNCONFIRMED: {
    code: 1903,
    status: 400,
    en: "Confirm Google's policy before pushing pages that are neither job postings nor livestreams.",
    zh: '推送非招聘、非直播页面之前，请先确认 Google 的使用政策',
  },
} satisfies ErrorTable;
