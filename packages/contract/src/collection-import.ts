import type { Lang } from './errors.ts';

/**
 * The spreadsheet columns of a collection's import and export, in order: these common ones, then
 * each `importable` field of the definition (by its key), then one `attr:<attribute name>` column
 * per product attribute. Lists in a cell (categories, tags, gallery images, several options) are
 * separated by `|`.
 */
export const IMPORT_COMMON_COLUMNS = [
  'slug',
  'title',
  'summary',
  'body',
  'categories',
  'tags',
  'publish_at',
  'seo_title',
  'seo_keywords',
  'seo_description',
] as const;

/** The column prefix of an attribute's values: `attr:Material`. */
export const IMPORT_ATTRIBUTE_PREFIX = 'attr:';
/** What separates several values in one cell. */
export const IMPORT_LIST_SEPARATOR = '|';

/** What a problem with one cell of an import says, per language ({value} and {max} filled in). */
export const importProblemMessages = {
  required: { en: 'Fill in this column.', zh: '请填写此列' },
  too_long: { en: 'Too long: at most {max}.', zh: '内容过长，最多 {max}' },
  too_many: { en: 'Too many values: at most {max}.', zh: '值过多，最多 {max} 个' },
  invalid: { en: 'This value is not valid here.', zh: '此处的值无效' },
  not_number: { en: 'Write a number.', zh: '请填写数字' },
  not_date: {
    en: 'Write a date such as 2025-03-01 or 2025-03-01 09:30.',
    zh: '请填写日期，如 2025-03-01 或 2025-03-01 09:30',
  },
  unknown_column: {
    en: 'Unknown column "{value}"; use the template’s columns.',
    zh: '未知的列“{value}”，请使用模板中的列',
  },
  duplicate_column: { en: 'The column "{value}" appears twice.', zh: '列“{value}”重复' },
  missing_column: { en: 'The column "{value}" is missing.', zh: '缺少列“{value}”' },
  unknown_category: {
    en: 'No category is called "{value}". Create it first.',
    zh: '分类“{value}”不存在，请先创建',
  },
  ambiguous_category: {
    en: 'Several categories are called "{value}"; use its address instead.',
    zh: '有多个名为“{value}”的分类，请改用其地址',
  },
  unknown_option: { en: 'The attribute has no option "{value}".', zh: '该属性没有选项“{value}”' },
  unknown_entry: {
    en: 'Nothing in this list is called "{value}". Create it first.',
    zh: '列表中没有“{value}”，请先创建',
  },
  entry_not_in_parent: {
    en: '"{value}" is not in the zone of this row.',
    zh: '“{value}”不属于此行所填的展区',
  },
  unknown_item: {
    en: 'No item is called "{value}" (by name or address). Import or create it first.',
    zh: '没有名称或地址为“{value}”的内容，请先导入或创建',
  },
  duplicate_slug: { en: 'Another row uses the address "{value}".', zh: '其他行也使用了地址“{value}”' },
  too_many_rows: {
    en: 'The file has more than {max} rows; split it.',
    zh: '文件超过 {max} 行，请拆分后导入',
  },
  no_rows: { en: 'The file has no rows below its header.', zh: '文件表头下没有数据行' },
} as const satisfies Record<string, Record<Lang, string>>;
export type ImportProblemKind = keyof typeof importProblemMessages;

/** A problem's message in a language, with its values filled in. */
export function importProblemMessage(
  kind: ImportProblemKind,
  lang: Lang,
  values: { value?: string; max?: number } = {},
): string {
  return importProblemMessages[kind][lang]
    .replace('{value}', values.value ?? '')
    .replace('{max}', String(values.max ?? ''));
}
