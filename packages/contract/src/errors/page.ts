import type { ErrorTable } from './table.ts';

/** Pages, menus and website languages (120x). */
export const pageErrors = {
  PAGE_CONFLICT: {
    code: 1201,
    status: 409,
    en: 'This page was changed by someone else. Reload it to see their changes.',
    zh: '该页面已被他人修改，请刷新后再编辑。',
  },
  MENU_TOO_DEEP: {
    code: 1202,
    status: 400,
    en: 'Menus can be at most three levels deep.',
    zh: '菜单最多三级',
  },
  PAGE_PATH_TAKEN: {
    code: 1203,
    status: 409,
    en: 'Another page of this language already uses this address.',
    zh: '该语言下已有页面使用此地址',
  },
  PAGE_DOCUMENT_INVALID: {
    code: 1204,
    status: 400,
    en: 'The page content is invalid.',
    zh: '页面内容不合法',
  },
  FUNCTION_PAGE_LOCKED: {
    code: 1205,
    status: 400,
    en: 'System pages cannot be deleted, copied or given the home address.',
    zh: '系统页面不能删除、复制或设为首页',
  },
  MENU_INVALID: {
    code: 1206,
    status: 400,
    en: 'The menu has problems. Fix them and save again.',
    zh: '菜单存在问题，请修改后再保存',
  },
  LANGUAGE_NOT_ADDED: {
    code: 1207,
    status: 400,
    en: 'This language has not been added to the website.',
    zh: '网站尚未添加该语言',
  },
  MENU_CONFLICT: {
    code: 1208,
    status: 409,
    en: 'The menu was changed by someone else. Reload it to see their changes.',
    zh: '菜单已被他人修改，请刷新后再编辑。',
  },
  TRANSLATION_FAILED: {
    code: 1209,
    status: 502,
    en: 'The translation service did not answer usefully. The page was left as it was; try again later.',
    zh: '翻译服务暂不可用，页面未作改动，请稍后再试。',
  },
  PAGE_VERSION_OUTDATED: {
    code: 1210,
    status: 409,
    en: 'This version can no longer be restored: its content no longer passes the current block checks.',
    zh: '该历史版本的内容已不符合当前的区块规则，无法恢复。',
  },
} as const satisfies ErrorTable;
