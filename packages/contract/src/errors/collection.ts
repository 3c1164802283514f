import type { ErrorTable } from './table.ts';

/**
 * Articles, products and the other collections (150x). A stale save answers PAGE_CONFLICT (1201),
 * as pages do: the edit screens share one conflict refusal.
 */
export const collectionErrors = {
  ITEM_SLUG_TAKEN: {
    code: 1501,
    status: 409,
    en: 'Another item of this language already uses this address.',
    zh: '该语言下已有内容使用此地址',
  },
  CATEGORY_TOO_DEEP: {
    code: 1502,
    status: 400,
    en: 'Categories can be at most three levels deep.',
    zh: '分类最多三级',
  },
  CATEGORY_SLUG_TAKEN: {
    code: 1503,
    status: 409,
    en: 'Another category already uses this address.',
    zh: '已有分类使用此地址',
  },
  CATEGORY_HAS_CHILDREN: {
    code: 1504,
    status: 400,
    en: 'This category has subcategories. Move or delete them first.',
    zh: '该分类下还有子分类，请先移动或删除子分类',
  },
  TAG_NAME_TAKEN: {
    code: 1505,
    status: 409,
    en: 'A tag with this name already exists.',
    zh: '标签名称已存在',
  },
  ATTRIBUTE_VALUE_INVALID: {
    code: 1506,
    status: 400,
    en: 'An attribute value does not fit its attribute. Check the attributes and save again.',
    zh: '产品属性值不合法，请检查后再保存',
  },
  ITEM_TRANSLATION_EXISTS: {
    code: 1507,
    status: 409,
    en: 'This item already has a version in that language.',
    zh: '该内容已有此语言的版本',
  },
  IMPORT_FILE_UNREADABLE: {
    code: 1508,
    status: 400,
    en: 'The spreadsheet cannot be read. Use the template: .xlsx or .csv with the header in the first row.',
    zh: '无法读取表格，请使用模板：第一行为表头的 .xlsx 或 .csv 文件',
  },
  IMPORT_ROWS_INVALID: {
    code: 1509,
    status: 400,
    en: 'Some rows have problems, so nothing was imported. Fix them and import again.',
    zh: '部分行存在问题，未导入任何数据，请修改后重新导入',
  },
  ATTRIBUTE_NAME_TAKEN: {
    code: 1510,
    status: 409,
    en: 'An attribute with this name already exists.',
    zh: '属性名称已存在',
  },
  TAG_SLUG_TAKEN: {
    code: 1511,
    status: 409,
    en: 'Another tag already uses this address.',
    zh: '已有标签使用此地址',
  },
} as const satisfies ErrorTable;
