/**
 * The one table of response codes. Every JSON answer is `{ code, message, data }`; `code` 0 is
 * success. `status` is the HTTP status that mirrors the class so proxies and monitoring see the truth,
 * while the client reads `code`.
 */
export const errors = {
  OK: { code: 0, status: 200, en: 'OK', zh: '成功' },
  VALIDATION: { code: 400, status: 400, en: 'The request is invalid.', zh: '请求参数有误' },
  TEXT_UNSTORABLE: {
    code: 1010,
    status: 400,
    en: 'The field "{field}" contains a character that cannot be stored (a NUL character or half of a UTF-16 surrogate pair). Remove it and try again.',
    zh: '字段“{field}”含有无法保存的字符（NUL 字符或不成对的 UTF-16 代理字符），请删除后重试',
  },
  SESSION_INVALID: {
    code: 401,
    status: 401,
    en: 'Your session has expired! Please sign in again',
    zh: 'Token 已失效！请重新登录',
  },
  FORBIDDEN: {
    code: 403,
    status: 403,
    en: 'The request did not come from this site and was refused.',
    zh: '请求来源不受信任，已拒绝',
  },
  NOT_FOUND: { code: 404, status: 404, en: 'Not found.', zh: '请求的资源不存在' },
  PAYLOAD_TOO_LARGE: {
    code: 413,
    status: 413,
    en: 'The request is too large.',
    zh: '请求内容过大',
  },
  RATE_LIMITED: {
    code: 429,
    status: 429,
    en: 'Too many failed attempts. Please try again in 15 minutes.',
    zh: '失败次数过多，请 15 分钟后再试',
  },
  INTERNAL: { code: 500, status: 500, en: 'Something went wrong on the server.', zh: '服务器内部错误' },
  LOGIN_FAILED: {
    code: 1001,
    status: 400,
    en: 'The company, username or password is incorrect.',
    zh: '公司、用户名或密码不正确',
  },
  APP_NOT_LICENSED: {
    code: 1002,
    status: 403,
    en: 'The app is not licensed',
    zh: '应用未授权',
  },
  ROLES_EMPTY: {
    code: 1003,
    status: 403,
    en: 'Roles must be a non-empty array!',
    zh: '角色必须是非空数组！',
  },
  AUTH_FAILED: {
    code: 1004,
    status: 401,
    en: 'Verification failed, please sign in again.',
    zh: '验证失败，请重新登录。',
  },
  OLD_PASSWORD_WRONG: {
    code: 1006,
    status: 400,
    en: 'The current password is incorrect.',
    zh: '原密码不正确',
  },
  DOMAIN_TAKEN: {
    code: 1007,
    status: 409,
    en: 'This site address is already taken. Choose another one.',
    zh: '该网站地址已被占用，请换一个',
  },
  ACCOUNT_DISABLED: {
    code: 1008,
    status: 403,
    en: 'This account has been disabled.',
    zh: '该账号已被停用',
  },
  ROLE_REQUIRED: {
    code: 1009,
    status: 403,
    en: 'Your role does not include this feature ({role}). Ask an administrator for access.',
    zh: '您的角色没有此功能的权限（{role}），请联系管理员开通',
  },
  ILLEGAL_OPERATION: { code: 1105, status: 403, en: 'Illegal operation!', zh: '非法操作!' },
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
  IP_ALREADY_BLOCKED: {
    code: 1321,
    status: 409,
    en: 'This address or range is already blocked for this website.',
    zh: '该 IP 地址或网段已在此网站的黑名单中',
  },
  BLOCKED_IPS_TOO_MANY: {
    code: 1322,
    status: 400,
    en: 'A website can block at most 1000 addresses or ranges. Merge some into wider ranges.',
    zh: '每个网站最多屏蔽 1000 个 IP 地址或网段，请合并为更大的网段',
  },
  GEO_RULES_LOOP: {
    code: 1323,
    status: 400,
    en: 'These geo-redirect rules would send some visitors from one place to another and back again. Give each country a single target.',
    zh: '这些地区跳转规则会让访客被来回跳转，请为每个国家/地区只设置一个目标',
  },
  GEO_TARGET_LANGUAGE_UNKNOWN: {
    code: 1324,
    status: 400,
    en: 'A geo-redirect rule points to a language this website does not have.',
    zh: '地区跳转规则指向了网站未添加的语言',
  },
  GEO_COUNTRY_REPEATED: {
    code: 1325,
    status: 400,
    en: 'A country appears in more than one geo-redirect rule; only the first would ever apply. Keep it in one rule.',
    zh: '同一国家/地区出现在多条地区跳转规则中，只有第一条会生效，请只保留一条',
  },
  GEO_RULES_TOO_MANY: {
    code: 1326,
    status: 400,
    en: 'A website can have at most 200 geo-redirect rules.',
    zh: '每个网站最多设置 200 条地区跳转规则',
  },
  REMOTE_IMAGE_PRIVATE_ADDRESS: {
    code: 1460,
    status: 400,
    en: 'The image address leads to a private or local network, so it was not fetched.',
    zh: '图片地址指向内网或本机，已拒绝抓取',
  },
  REMOTE_IMAGE_INVALID_URL: {
    code: 1461,
    status: 400,
    en: 'The image address is not a valid http or https address.',
    zh: '图片地址不是有效的 http 或 https 地址',
  },
  REMOTE_IMAGE_UNREACHABLE: {
    code: 1462,
    status: 400,
    en: 'The image could not be downloaded from its address.',
    zh: '无法从该地址下载图片',
  },
  REMOTE_IMAGE_TIMEOUT: {
    code: 1463,
    status: 400,
    en: 'The image took longer than {seconds} seconds to download.',
    zh: '图片下载超过 {seconds} 秒，已放弃',
  },
  REMOTE_IMAGE_TOO_MANY_REDIRECTS: {
    code: 1464,
    status: 400,
    en: 'The image address redirected more than {limit} times.',
    zh: '图片地址重定向超过 {limit} 次',
  },
  REMOTE_IMAGE_NOT_IMAGE: {
    code: 1465,
    status: 415,
    en: 'The address did not answer with an image of an allowed type ({allowed}).',
    zh: '该地址返回的不是允许类型的图片（{allowed}）',
  },
  REMOTE_IMAGE_TOO_MANY: {
    code: 1466,
    status: 400,
    en: 'At most {limit} images can be captured at once.',
    zh: '一次最多抓取 {limit} 张图片',
  },
  SCREENSHOT_INVALID: {
    code: 1467,
    status: 400,
    en: 'The screenshot is not valid base64 image data.',
    zh: '截图数据不是有效的 base64 图片',
  },
  UEDITOR_NO_FILE: {
    code: 1468,
    status: 400,
    en: 'The upload holds no file.',
    zh: '上传内容中没有文件',
  },
  MEDIA_ROLE_REQUIRED: {
    code: 1469,
    status: 403,
    en: 'Your role does not include the media library, where editor uploads are kept.',
    zh: '您的角色没有媒体库权限，无法在编辑器中上传文件',
  },
  DOMAIN_INVALID: {
    code: 1301,
    status: 400,
    en: "Enter a domain name such as www.example.com: not an IP address, not an address under the service's own site suffix and not the admin address.",
    zh: '请输入形如 www.example.com 的域名：不能是 IP 地址、本服务的固定站点后缀下的地址或后台地址',
  },
  DOMAIN_BOUND_ELSEWHERE: {
    code: 1302,
    status: 409,
    en: 'This domain is already bound to another website. Unbind it there first, or enter another domain.',
    zh: '该域名已绑定到其他网站，请先在该网站解除绑定或换一个域名',
  },
  DOMAIN_LIMIT: {
    code: 1303,
    status: 400,
    en: 'This website has as many domains as allowed. Unbind one before binding another.',
    zh: '该网站绑定的域名已达上限，请先解除一个再绑定',
  },
  DOMAIN_NOT_BOUND: {
    code: 1304,
    status: 404,
    en: 'This domain is not bound to the website. Bind it first.',
    zh: '该域名未绑定到此网站，请先绑定',
  },
  CERTIFICATE_INVALID: {
    code: 1305,
    status: 400,
    en: "The certificate cannot be used. Paste the PEM text starting with -----BEGIN CERTIFICATE-----: the domain's certificate first, then its intermediates, with a key of at least RSA 2048 bits or ECDSA P-256.",
    zh: '证书无法使用，请粘贴以 -----BEGIN CERTIFICATE----- 开头的 PEM 文本：域名证书在前、中间证书在后，密钥至少为 RSA 2048 位或 ECDSA P-256',
  },
  PRIVATE_KEY_INVALID: {
    code: 1306,
    status: 400,
    en: 'The private key could not be read. Paste the unencrypted key in PEM form, including its BEGIN and END lines.',
    zh: '无法读取私钥，请粘贴未加密的 PEM 格式私钥（包括 BEGIN 和 END 行）',
  },
  CERTIFICATE_KEY_MISMATCH: {
    code: 1307,
    status: 400,
    en: 'The private key does not belong to this certificate. Upload the key the certificate was issued for.',
    zh: '私钥与证书不匹配，请上传签发该证书时使用的私钥',
  },
  CERTIFICATE_DOMAIN_MISMATCH: {
    code: 1308,
    status: 400,
    en: 'The certificate does not cover this domain. Upload a certificate issued for this domain (or a matching wildcard).',
    zh: '证书不包含该域名，请上传为该域名（或匹配的通配符域名）签发的证书',
  },
  CERTIFICATE_EXPIRED: {
    code: 1309,
    status: 400,
    en: 'The certificate has expired or is not valid yet. Upload a currently valid certificate.',
    zh: '证书已过期或尚未生效，请上传当前有效的证书',
  },
  MEDIA_NAME_INVALID: {
    code: 1445,
    status: 400,
    en: 'Enter a name of 1 to 255 characters (a folder name: at most 64) without "/", "\\" or control characters.',
    zh: '名称须为 1 到 255 个字符（文件夹名最多 64 个），且不能包含“/”、“\\”或控制字符',
  },
  MEDIA_FOLDER_NAME_TAKEN: {
    code: 1446,
    status: 409,
    en: 'A folder with this name is already there. Choose another name.',
    zh: '该位置已有同名文件夹，请换一个名称',
  },
  MEDIA_FOLDER_NOT_EMPTY: {
    code: 1447,
    status: 409,
    en: 'The folder still holds files or folders. Move or delete them first, then delete the folder.',
    zh: '文件夹中仍有文件或子文件夹，请先移走或删除它们，再删除该文件夹',
  },
  MEDIA_FOLDER_CYCLE: {
    code: 1448,
    status: 400,
    en: 'A folder cannot be moved into itself or into a folder inside it.',
    zh: '不能把文件夹移动到它自身或它的子文件夹中',
  },
  MEDIA_FOLDER_TOO_DEEP: {
    code: 1449,
    status: 400,
    en: 'Folders can be nested at most 5 levels deep.',
    zh: '文件夹最多只能嵌套 5 层',
  },
  MEDIA_EXTENSION_CHANGED: {
    code: 1450,
    status: 400,
    en: 'A renamed file keeps its extension: the new name must end with the same extension as before.',
    zh: '重命名时须保留原扩展名，新名称必须以原来的扩展名结尾',
  },
  MEDIA_FOLDER_LIMIT: {
    code: 1451,
    status: 400,
    en: 'A website can have at most 1,000 media folders. Delete some before adding more.',
    zh: '每个网站最多 1000 个媒体文件夹，请先删除一些再添加',
  },
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
  NO_DOMAIN: {
    code: 30204,
    status: 409,
    en: 'The website has no domain. Bind a domain or keep its fixed address in website settings, then publish again.',
    zh: '网站未绑定域名，请在网站设置中绑定域名后再发布',
  },
  DOMAIN_NOT_RESOLVING: {
    code: 30205,
    status: 409,
    en: 'A bound domain does not point to this service. Fix its DNS record or unbind it in website settings.',
    zh: '绑定的域名未解析到本服务，请在网站设置中检查域名解析或解除绑定',
  },
  CERTIFICATE_PROBLEM: {
    code: 30206,
    status: 409,
    en: 'HTTPS is required but a certificate is missing, invalid or does not match its domain. Upload a valid certificate in website settings.',
    zh: '网站要求 HTTPS，但证书缺失、无效或与域名不匹配，请在网站设置中上传有效证书',
  },
  WEBSITE_DISABLED: {
    code: 30209,
    status: 409,
    en: 'The website is disabled or has expired. Renew or enable it in website settings before publishing.',
    zh: '网站已停用或已过期，请在网站设置中续期或启用后再发布',
  },
  NO_HOME_PAGE: {
    code: 30212,
    status: 409,
    en: 'The website has no home page. Give one page an empty path in website settings or the page list.',
    zh: '网站没有首页，请设置一个首页后再发布',
  },
  HOME_PAGE_NOT_PUBLISHED: {
    code: 30220,
    status: 409,
    en: 'The home page "{page_name}" is not published and not among the selected pages. Select it as well, or publish the whole site.',
    zh: '首页“{page_name}”尚未发布，也不在所选页面中，请一并勾选首页，或发布整个网站',
  },
  MENU_PAGE_EMPTY: {
    code: 30218,
    status: 409,
    en: 'A page in the menu has no content. Add content to it or remove it from the menu.',
    zh: '菜单中有页面没有内容，请编辑该页面或将其移出菜单',
  },
  LANGUAGE_WITHOUT_MENU: {
    code: 30219,
    status: 409,
    en: 'A language of the website has no menu. Build its menu or remove the language in website settings.',
    zh: '网站的某个语言没有菜单，请为其添加菜单或在网站设置中删除该语言',
  },
  FILE_TOO_LARGE: {
    code: 1401,
    status: 413,
    en: 'The file is larger than the {limit} limit.',
    zh: '文件超过 {limit} 的大小限制',
  },
  FILE_TYPE_NOT_ALLOWED: {
    code: 1402,
    status: 415,
    en: 'Files of type .{extension} are not allowed here. Allowed types: {allowed}.',
    zh: '不允许上传 .{extension} 类型的文件，允许的类型：{allowed}',
  },
  FILE_CONTENT_MISMATCH: {
    code: 1403,
    status: 415,
    en: 'The content of the file is not a .{extension} file.',
    zh: '文件内容与扩展名 .{extension} 不符',
  },
  FILE_EMPTY: {
    code: 1404,
    status: 400,
    en: 'The file is empty.',
    zh: '文件为空',
  },
  IMAGE_TOO_MANY_PIXELS: {
    code: 1405,
    status: 413,
    en: 'The image is {width} × {height} pixels, more than the limit of {limit} megapixels.',
    zh: '图片尺寸为 {width} × {height} 像素，超过 {limit} 百万像素的限制',
  },
  IMAGE_UNREADABLE: {
    code: 1406,
    status: 400,
    en: 'The image could not be read; it may be damaged.',
    zh: '无法读取图片，文件可能已损坏',
  },
  SVG_UNSAFE: {
    code: 1407,
    status: 400,
    en: 'The SVG file declares a DOCTYPE or entities, which are not allowed.',
    zh: 'SVG 文件包含不允许的 DOCTYPE 或实体声明',
  },
  SVG_UNREADABLE: {
    code: 1408,
    status: 400,
    en: 'The SVG file could not be read: it is not a well-formed SVG image.',
    zh: '无法读取 SVG 文件：不是格式正确的 SVG 图片',
  },
  ARCHIVE_UNSAFE_PATH: {
    code: 1409,
    status: 400,
    en: 'The archive was refused: the entry "{entry}" points outside the archive (".." or an absolute path).',
    zh: '压缩包已被拒绝：条目“{entry}”指向压缩包之外（包含“..”或绝对路径）',
  },
  ARCHIVE_LINK_ENTRY: {
    code: 1410,
    status: 400,
    en: 'The archive was refused: the entry "{entry}" is a link or a special file; only files and folders are allowed.',
    zh: '压缩包已被拒绝：条目“{entry}”是链接或特殊文件，只允许包含文件和文件夹',
  },
  ARCHIVE_DUPLICATE_ENTRY: {
    code: 1411,
    status: 400,
    en: 'The archive was refused: it contains "{entry}" more than once.',
    zh: '压缩包已被拒绝：条目“{entry}”重复出现',
  },
  ARCHIVE_TOO_MANY_ENTRIES: {
    code: 1412,
    status: 413,
    en: 'The archive was refused: it has more than {limit} entries.',
    zh: '压缩包已被拒绝：条目数超过 {limit} 个',
  },
  ARCHIVE_TOO_LARGE_UNCOMPRESSED: {
    code: 1413,
    status: 413,
    en: 'The archive was refused: its contents unpack to more than {limit}.',
    zh: '压缩包已被拒绝：解压后的内容超过 {limit}',
  },
  ARCHIVE_RATIO_TOO_HIGH: {
    code: 1414,
    status: 413,
    en: 'The archive was refused: the entry "{entry}" is compressed more than {limit} to 1, as archive bombs are.',
    zh: '压缩包已被拒绝：条目“{entry}”的压缩比超过 {limit}:1，疑似压缩炸弹',
  },
  ARCHIVE_UNREADABLE: {
    code: 1415,
    status: 400,
    en: 'The archive could not be read; it may be damaged.',
    zh: '无法读取压缩包，文件可能已损坏',
  },
  SPREADSHEET_UNREADABLE: {
    code: 1416,
    status: 400,
    en: 'The spreadsheet could not be read: it is not a valid .xlsx workbook.',
    zh: '无法读取表格：不是有效的 .xlsx 工作簿',
  },
  SPREADSHEET_UNSAFE: {
    code: 1417,
    status: 400,
    en: 'The spreadsheet declares a DOCTYPE or entities, which are not allowed.',
    zh: '表格包含不允许的 DOCTYPE 或实体声明',
  },
  SPREADSHEET_TOO_LARGE: {
    code: 1418,
    status: 413,
    en: 'The spreadsheet is too large to read: its content unpacks to more than {limit}.',
    zh: '表格过大，无法读取：解压后的内容超过 {limit}',
  },
  UPLOAD_RATE_LIMITED: {
    code: 1419,
    status: 429,
    en: 'Too many uploads in a short time. Please wait a minute and try again.',
    zh: '上传过于频繁，请一分钟后再试',
  },
} as const satisfies Record<string, { code: number; status: number; en: string; zh: string }>;

export type ErrorKey = keyof typeof errors;
export type Lang = 'en' | 'zh';

/** Messages the client shows on its own, without a server answer (spec §8). */
export const clientMessages = {
  NETWORK: { en: 'The network connection is poor!', zh: '当前网络环境不佳！' },
  TIMEOUT: { en: 'The request timed out.', zh: '请求超时' },
} as const;

/**
 * The message for a code in a language. `{name}` placeholders are filled from `values` (an error's
 * `data`, e.g. the limit or the extension a refusal names); without a value the placeholder stays.
 */
export function messageFor(key: ErrorKey, lang: Lang, values?: unknown): string {
  const template: string = errors[key][lang];
  if (typeof values !== 'object' || values === null) return template;
  const fields = values as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = fields[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** Picks en or zh from an Accept-Language header (English is the default). */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}
