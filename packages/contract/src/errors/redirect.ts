import type { ErrorTable } from './table.ts';

/** Redirect rules (131x). */
export const redirectErrors = {
  REDIRECT_SOURCE_INVALID: {
    code: 1311,
    status: 400,
    en: 'The redirect source must be a path on this site starting with "/" (no "http://", host name, "?" or "#"), at most 500 characters.',
    zh: '重定向来源必须是以“/”开头的站内路径（不含“http://”、域名、“?”或“#”），最多 500 个字符',
  },
  REDIRECT_TARGET_INVALID: {
    code: 1312,
    status: 400,
    en: 'The redirect target must be a path on this site starting with "/" or a full http:// or https:// address. Addresses starting with "//" or "javascript:" are not allowed.',
    zh: '重定向目标必须是以“/”开头的站内路径，或以 http:// 或 https:// 开头的完整地址，不能以“//”或“javascript:”开头',
  },
  REDIRECT_REGEX_INVALID: {
    code: 1313,
    status: 400,
    en: 'The regular expression is not usable: it must compile, be at most 200 characters, avoid nested repetition such as (a+)+, repeated alternatives such as (a|b)+ and back-references, and the target may only use $1 to $9 for groups the expression has.',
    zh: '正则表达式不可用：必须能编译、最多 200 个字符，不能有嵌套重复（如 (a+)+）、重复的分支（如 (a|b)+）或反向引用，目标中的 $1 到 $9 只能引用表达式中存在的分组',
  },
  REDIRECT_LOOP: {
    code: 1314,
    status: 400,
    en: 'These redirects would send visitors round in a loop. Change one target so the chain ends on a page.',
    zh: '这些重定向会形成循环，请修改其中一个目标，使其最终指向一个页面',
  },
  REDIRECT_CHAIN_TOO_LONG: {
    code: 1315,
    status: 400,
    en: 'A visitor would be redirected more than 3 times in a row. Point the first redirect straight at the final page.',
    zh: '访客会被连续重定向超过 3 次，请让第一条重定向直接指向最终页面',
  },
  REDIRECT_SOURCE_TAKEN: {
    code: 1316,
    status: 409,
    en: 'Another redirect of this website already has this source and match type. Edit that one instead.',
    zh: '该网站已有相同来源和匹配方式的重定向，请直接编辑那一条',
  },
  REDIRECT_CSV_INVALID: {
    code: 1317,
    status: 400,
    en: 'The CSV file has problems and nothing was imported. Fix the listed lines (header: source,target,status,match) and import again.',
    zh: 'CSV 文件有问题，未导入任何内容。请修改列出的行（表头：source,target,status,match）后重新导入',
  },
  REDIRECT_TOO_MANY: {
    code: 1318,
    status: 400,
    en: 'A website can have at most 5,000 redirects, of which at most 100 regular expressions. Remove some before adding more.',
    zh: '每个网站最多 5000 条重定向，其中正则表达式最多 100 条，请先删除一些再添加',
  },
  REDIRECT_SOURCE_IS_PAGE: {
    code: 1319,
    status: 409,
    en: 'This source is the address of a published page: visitors, and the menu and links that lead there, would be sent to the target instead of seeing that page. Save the redirect anyway?',
    zh: '该来源是已发布页面的地址：访客以及指向该页面的菜单和链接都会被转到目标地址，而看不到该页面。仍要保存此重定向吗？',
  },
} as const satisfies ErrorTable;
