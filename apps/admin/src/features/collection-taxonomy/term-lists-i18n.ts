import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/**
 * Texts of the term list screens (an exhibitor's hall zones and areas). `{list}` is the list's
 * name for one entry ("Hall zone", "Area"), `{lists}` for several, `{parent}` the parent list's.
 */
const en = {
  intro: '{lists} of {website}. Each exhibitor can be given one; the site lists each one’s exhibitors.',
  introNested:
    '{lists} of {website}, each within one {parent}. An exhibitor’s {list} must be in its {parent}.',
  add: 'Add',
  addTitle: 'Add: {list}',
  editTitle: 'Edit: {list}',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete "{name}"?',
  deleteHint: 'It can only be deleted when nothing uses it.',
  deleted: 'Deleted.',
  saved: 'Saved.',
  added: 'Added.',
  columnName: 'Name',
  columnParent: '{parent}',
  columnSlug: 'Address',
  columnItems: 'Exhibitors',
  columnActions: 'Actions',
  empty: 'Nothing here yet — add the first one.',
  loadFailed: 'The list could not be loaded.',
  name: 'Name',
  nameRequired: 'Fill in the name.',
  nameTooLong: 'At most {n} characters.',
  namesIn: 'Name in {language}',
  namesHelp: 'Shown on the {language} site; empty: the name above.',
  parentRequired: 'Choose the {parent}.',
  slug: 'Address',
  slugHelp: 'Its page on the site: {example}. Empty: made from the name.',
  slugInvalid: 'Use lowercase letters, digits and single hyphens between them.',
  choose: 'Choose',
  noneYet: 'None yet: add them under {lists} first.',
} as const;

const zh: Catalog<typeof en> = {
  intro: '{website} 的{lists}。每个展商可以设置一个，网站会列出其中的展商。',
  introNested: '{website} 的{lists}，每个都属于一个{parent}。展商的{list}必须在其所属{parent}内。',
  add: '新增',
  addTitle: '新增{list}',
  editTitle: '编辑{list}',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '删除“{name}”？',
  deleteHint: '只有未被使用时才能删除。',
  deleted: '已删除',
  saved: '已保存',
  added: '已新增',
  columnName: '名称',
  columnParent: '{parent}',
  columnSlug: '地址',
  columnItems: '展商',
  columnActions: '操作',
  empty: '暂无内容，请新增第一个。',
  loadFailed: '列表加载失败',
  name: '名称',
  nameRequired: '请填写名称',
  nameTooLong: '最多 {n} 个字符',
  namesIn: '{language}名称',
  namesHelp: '显示在{language}网站上；留空则使用上方名称',
  parentRequired: '请选择{parent}',
  slug: '地址',
  slugHelp: '在网站上的页面：{example}。留空则根据名称生成',
  slugInvalid: '请使用小写字母、数字，并以单个连字符分隔',
  choose: '请选择',
  noneYet: '暂无，请先在{lists}中新增',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    termLists: typeof en;
  }
}

registerMessages('termLists', { en, zh });

export const termListMessages = { en, zh };
