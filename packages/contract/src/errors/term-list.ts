import type { ErrorTable } from './table.ts';

/** Term lists of the collections: exhibitors' hall zones and areas (173x). */
export const termListErrors = {
  TERM_IN_USE: {
    code: 1731,
    status: 409,
    en: '"{name}" is still used by {users}. Move or delete them first.',
    zh: '“{name}”仍被以下内容使用：{users}。请先移走或删除它们',
  },
  TERM_PARENT_REQUIRED: {
    code: 1732,
    status: 400,
    en: 'Choose the {parent} this entry belongs to.',
    zh: '请选择所属的{parent}',
  },
  TERM_NOT_IN_PARENT: {
    code: 1733,
    status: 400,
    en: 'The {list} "{name}" is not in the chosen {parent}. Choose one of its {list_many}.',
    zh: '{list}“{name}”不属于所选{parent}，请选择其中的{list_many}',
  },
  TERM_SLUG_TAKEN: {
    code: 1734,
    status: 409,
    en: 'Another entry of this list already uses this name or address.',
    zh: '该列表中已有相同名称或地址的条目',
  },
} satisfies ErrorTable;
