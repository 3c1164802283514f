import type { ErrorTable } from './table.ts';

/**
 * Inquiry forms, their records and replies (16xx). A stale form save answers PAGE_CONFLICT (1201),
 * as pages and collections do.
 */
export const formErrors = {
  FORM_NOT_FOUND: {
    code: 1601,
    status: 404,
    en: 'This form does not exist or has been deleted.',
    zh: '表单不存在或已删除',
  },
  FORM_CLOSED: {
    code: 1602,
    status: 410,
    en: 'This form is closed and no longer accepts inquiries.',
    zh: '该表单已停止收集，无法提交',
  },
  FORM_SUBMISSION_INVALID: {
    code: 1603,
    status: 400,
    en: 'Some fields need your attention. Check them and send again.',
    zh: '部分内容需要修改，请检查后重新提交',
  },
  FORM_TOO_MANY_SUBMISSIONS: {
    code: 1604,
    status: 429,
    en: 'Too many submissions in a short time. Wait a minute and send again.',
    zh: '提交过于频繁，请稍后再试',
  },
  FORM_BODY_TOO_LARGE: {
    code: 1605,
    status: 413,
    en: 'What you sent is too large. Attach smaller files and send again.',
    zh: '提交内容过大，请上传更小的文件后重试',
  },
  FORM_SUCCESS_PAGE_MISSING: {
    code: 1606,
    status: 400,
    en: 'The page to go to after sending is not a page of this website.',
    zh: '提交成功后跳转的页面不属于该网站',
  },
  RECORD_NOT_FOUND: {
    code: 1607,
    status: 404,
    en: 'This inquiry does not exist.',
    zh: '询盘不存在',
  },
  RECORD_NO_EMAIL: {
    code: 1608,
    status: 400,
    en: 'This inquiry has no valid e-mail address to reply to.',
    zh: '该询盘没有可回复的有效邮箱',
  },
  ASSIGNEE_NOT_FOUND: {
    code: 1609,
    status: 400,
    en: 'The person to assign is not an operator of this company.',
    zh: '指派的人员不属于本公司',
  },
  FORM_FILE_REFUSED: {
    code: 1610,
    status: 400,
    en: 'The attached file is not allowed: use one of the listed types within the size limit.',
    zh: '附件不符合要求，请上传允许的类型且不超过大小限制',
  },
  REPLY_TEMPLATES_TOO_MANY: {
    code: 1618,
    status: 400,
    en: 'The company has as many reply templates as it may keep. Delete one to add another.',
    zh: '回复模板数量已达上限，请删除后再添加',
  },
} satisfies ErrorTable;
