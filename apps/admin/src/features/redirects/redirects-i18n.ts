import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The redirect screen's texts: a namespace this feature owns (see FeatureMessages). */
const en = {
  title: 'Page redirect management',
  intro: 'Send visitors of {website} from old addresses to current pages. Changes apply on the next visit.',
  add: 'Add redirect',
  addTitle: 'New redirect',
  editTitle: 'Edit redirect',
  import: 'Import CSV',
  export: 'Export CSV',
  exported: 'Redirects exported to {file}.',
  refresh: 'Refresh',
  source: 'Source',
  sourceHelp:
    'The path visitors ask for, such as /old-page ("/" is added when left out). The query string is ignored and passed on.',
  sourceRegexHelp:
    'A regular expression the whole path must match, e.g. ^/news/(\\d+)$. Use $1 to $9 in the target.',
  sourceRequired: 'Enter the path to redirect from.',
  ignoreCase: 'Ignore letter case',
  ignoreCaseHelp: 'Also redirect /About and /ABOUT when the source is /about.',
  caseInsensitive: 'Any case',
  livePageTitle: 'This address belongs to a published page',
  livePageText:
    'Visitors, and the menu items and links that lead there, would be sent to the target instead of seeing this page:',
  livePageConfirm: 'Redirect anyway',
  match: 'Match',
  matchExact: 'Exact',
  matchPrefix: 'Prefix',
  matchRegex: 'Regular expression',
  matchHelp:
    'Exact paths are tried first, then prefixes (longest first, the rest of the path is kept), then regular expressions in list order.',
  target: 'Target',
  targetHelp: 'A path on this site, such as /about, or a full https:// address.',
  targetRequired: 'Enter where visitors should go.',
  status: 'Status',
  status301: '301 Moved permanently',
  status302: '302 Found (temporary)',
  statusHelp: 'Use 301 when the old address is gone for good; search engines then move to the new one.',
  hits: 'Hits',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete the redirect from {source}?',
  deleteHint: 'Visitors of that address will get the page there, or "page not found".',
  deleted: 'Redirect deleted.',
  added: 'Redirect added.',
  saved: 'Redirect saved.',
  count: '{n} redirects',
  countOne: '1 redirect',
  emptyTitle: 'No redirects yet',
  empty:
    'A redirect sends visitors who open an old or mistyped address to the right page, for example after a page was renamed or a site moved here. Search engines follow 301 redirects and keep the page’s ranking.',
  loadFailed: 'The redirects could not be loaded.',
  importTitle: 'Import redirects from CSV',
  importFormat:
    'First line: source,target,status,match,ignore_case. Then one redirect a line, e.g. /old-page,/new-page,301,exact,0. Status (301 or 302), match (exact, prefix or regex) and ignore_case (1 or 0, yes or no, true or false: whether the letter case of the address matters) may be left out. Quote values containing commas.',
  importMerge:
    'A line whose source and match already exist changes that redirect; other lines are added; redirects not in the file stay. If any line has a problem nothing is imported.',
  importFile: 'Choose a CSV file',
  importFileName: 'From {file}',
  importPaste: 'Or paste the CSV text',
  importRequired: 'Choose a file or paste the CSV text.',
  importTooLarge: 'The file is too large: at most 1 MB.',
  importReadFailed: 'The file could not be read.',
  importSubmit: 'Import',
  imported: 'Import done: {added} added, {updated} updated.',
  importErrors: 'Nothing was imported. Fix these lines and import again:',
  importLine: 'Line {line}',
} as const;

const zh: Catalog<typeof en> = {
  title: '页面重定向管理',
  intro: '将访问 {website} 旧地址的访客转到当前页面，修改在下次访问时生效',
  add: '添加重定向',
  addTitle: '新建重定向',
  editTitle: '编辑重定向',
  import: '导入 CSV',
  export: '导出 CSV',
  exported: '重定向已导出为 {file}',
  refresh: '刷新',
  source: '来源',
  sourceHelp: '访客访问的路径，如 /old-page（未以“/”开头时会自动补上）；查询参数不参与匹配并会被保留',
  sourceRegexHelp: '整个路径必须匹配的正则表达式，例如 ^/news/(\\d+)$，目标中可用 $1 到 $9',
  sourceRequired: '请输入要重定向的路径',
  ignoreCase: '忽略大小写',
  ignoreCaseHelp: '来源为 /about 时，/About 和 /ABOUT 也会被重定向',
  caseInsensitive: '不区分大小写',
  livePageTitle: '该地址属于一个已发布的页面',
  livePageText: '访客以及指向该页面的菜单项和链接都会被转到目标地址，而看不到以下页面：',
  livePageConfirm: '仍然重定向',
  match: '匹配方式',
  matchExact: '精确',
  matchPrefix: '前缀',
  matchRegex: '正则表达式',
  matchHelp: '先匹配精确路径，再匹配前缀（最长的优先，保留其余路径），最后按列表顺序匹配正则表达式',
  target: '目标',
  targetHelp: '站内路径（如 /about）或完整的 https:// 地址',
  targetRequired: '请输入访客要去的地址',
  status: '状态码',
  status301: '301 永久移动',
  status302: '302 临时移动',
  statusHelp: '旧地址永久不用时选 301，搜索引擎会转到新地址',
  hits: '命中次数',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '删除来源为 {source} 的重定向？',
  deleteHint: '访客访问该地址时将看到该地址的页面或“页面不存在”',
  deleted: '重定向已删除',
  added: '重定向已添加',
  saved: '重定向已保存',
  count: '{n} 条重定向',
  countOne: '1 条重定向',
  emptyTitle: '暂无重定向',
  empty:
    '重定向会把访问旧地址或错误地址的访客带到正确的页面，例如页面改名或网站迁移后。搜索引擎会跟随 301 重定向并保留页面排名',
  loadFailed: '重定向加载失败',
  importTitle: '从 CSV 导入重定向',
  importFormat:
    '第一行：source,target,status,match,ignore_case，之后每行一条重定向，例如 /old-page,/new-page,301,exact,0。status（301 或 302）、match（exact、prefix 或 regex）和 ignore_case（1 或 0、yes 或 no、true 或 false：是否忽略地址的大小写）可省略，含逗号的值请用双引号括起来',
  importMerge:
    '来源和匹配方式已存在的行会修改该重定向，其他行会新增，文件中没有的重定向保持不变；任何一行有问题都不会导入',
  importFile: '选择 CSV 文件',
  importFileName: '来自 {file}',
  importPaste: '或粘贴 CSV 文本',
  importRequired: '请选择文件或粘贴 CSV 文本',
  importTooLarge: '文件过大，最多 1 MB',
  importReadFailed: '无法读取该文件',
  importSubmit: '导入',
  imported: '导入完成：新增 {added} 条，更新 {updated} 条',
  importErrors: '未导入任何内容，请修改以下行后重新导入：',
  importLine: '第 {line} 行',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    redirects: typeof en;
  }
}

registerMessages('redirects', { en, zh });

export const redirectsMessages = { en, zh };
