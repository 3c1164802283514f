import type { ErrorTable } from './table.ts';

/** The website's shared header and footer (122x). */
export const globalSectionErrors = {
  SECTION_CONFLICT: {
    code: 1221,
    status: 409,
    en: 'The shared header or footer was changed by someone else. Reload it to see their changes.',
    zh: '公共页头或页脚已被他人修改，请刷新后再编辑。',
  },
  SECTION_DOCUMENT_INVALID: {
    code: 1222,
    status: 400,
    en: 'The content of the shared header or footer is invalid.',
    zh: '公共页头或页脚的内容不合法',
  },
} as const satisfies ErrorTable;
