import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The page history drawer's texts: a namespace this feature owns (see FeatureMessages). */
const en = {
  open: 'History',
  title: 'Page history',
  empty:
    'No versions yet. Each editing session, every publish and every named version of this page is kept here.',
  loadFailed: 'The history could not be loaded.',
  retention:
    'Kept: the last {kept} versions of this page in this language, every published version for {days} days, named versions and the template original. Saves of one editing session are one version.',
  kindSave: 'Saved',
  kindSettings: 'Settings saved',
  kindPublish: 'Published',
  kindRestore: 'Restored',
  kindTranslate: 'Translated',
  kindTemplate: 'Template original',
  saves: '{count} saves since {time}',
  nameThis: 'Name this version',
  rename: 'Rename',
  nameLabel: 'Version name',
  namePlaceholder: 'e.g. Before the spring menu',
  nameSave: 'Save name',
  nameCancel: 'Cancel',
  nameFailed: 'The name could not be saved.',
  confirmTitle: 'Restore the version of {time}?',
  confirmText:
    'Your current page (edited {ago} by {user}) will be replaced by the version of {time}. The current page is kept in history.',
  confirmTextNoUser:
    'Your current page (edited {ago}) will be replaced by the version of {time}. The current page is kept in history.',
  confirmOk: 'Restore this version',
  confirmCancel: 'Keep the current page',
  restoredFrom: 'from the version of {time}',
  current: 'Current draft',
  by: 'by {user}',
  preview: 'Preview',
  restore: 'Restore',
  previewTitle: 'Version of {time}',
  previewHint:
    'A read-only view of this version. Restoring makes it the page’s draft; the draft it replaces stays in the history.',
  restored: 'The version of {time} is now the draft. The draft it replaced is kept in the history.',
  restoreFailed: 'The page could not be saved first, so the version was not restored.',
  close: 'Close',
} as const;

const zh: Catalog<typeof en> = {
  open: '历史版本',
  title: '页面历史版本',
  empty: '暂无版本。此页面的每次编辑、每次发布和每个已命名版本都会保留在这里',
  loadFailed: '历史版本加载失败',
  retention:
    '保留：此页面在该语言下最近 {kept} 个版本、{days} 天内的每个已发布版本、已命名版本和模板原始内容。一次连续编辑的多次保存合为一个版本',
  kindSave: '已保存',
  kindSettings: '设置已保存',
  kindPublish: '已发布',
  kindRestore: '已恢复',
  kindTranslate: '已翻译',
  kindTemplate: '模板原始内容',
  saves: '自 {time} 起保存 {count} 次',
  nameThis: '命名此版本',
  rename: '重命名',
  nameLabel: '版本名称',
  namePlaceholder: '例如：春季菜单之前',
  nameSave: '保存名称',
  nameCancel: '取消',
  nameFailed: '名称未能保存',
  confirmTitle: '恢复 {time} 的版本？',
  confirmText: '当前页面（{user} 于{ago}编辑）将被 {time} 的版本替换。当前页面会保留在历史版本中',
  confirmTextNoUser: '当前页面（于{ago}编辑）将被 {time} 的版本替换。当前页面会保留在历史版本中',
  confirmOk: '恢复此版本',
  confirmCancel: '保留当前页面',
  restoredFrom: '恢复自 {time} 的版本',
  current: '当前草稿',
  by: '操作人 {user}',
  preview: '预览',
  restore: '恢复',
  previewTitle: '{time} 的版本',
  previewHint: '此版本的只读预览。恢复后它将成为页面草稿，被替换的草稿仍保留在历史版本中',
  restored: '{time} 的版本已成为草稿，被替换的草稿已保留在历史版本中',
  restoreFailed: '页面未能先保存，因此没有恢复该版本',
  close: '关闭',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    pageHistory: typeof en;
  }
}

registerMessages('pageHistory', { en, zh });

export const pageHistoryMessages = { en, zh };
